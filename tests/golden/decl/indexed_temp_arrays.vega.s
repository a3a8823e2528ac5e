; instructions: 45
; sgprs: 16
; vgprs: 14
; waitcnts: 1
; nops: 0
; code bytes: 300
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[12:15], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_and_b32_e32 v4, 3, v2
	v_lshlrev_b32_e32 v6, 2, v4
	s_lshl_b32 s5, s3, 0
	v_mov_b32_e32 v1, 0
	v_add_u32_e32 v3, s5, v1
	s_lshl_b32 s5, s4, 0
	v_mov_b32_e32 v1, 0
	v_add_u32_e32 v5, s5, v1
	v_cmp_eq_u32_e64 s[0:1], v6, 0
	v_cmp_eq_u32_e64 s[2:3], v6, 4
	v_cmp_eq_u32_e64 s[6:7], v6, 8
	v_cndmask_b32_e64 v1, v4, 4, s[0:1]
	v_cndmask_b32_e64 v1, v1, 0, s[2:3]
	v_cndmask_b32_e64 v1, v1, v2, s[6:7]
	v_cndmask_b32_e64 v7, v4, 3, s[0:1]
	v_cndmask_b32_e64 v7, v7, 1, s[2:3]
	v_cndmask_b32_e64 v3, v7, v3, s[6:7]
	v_cndmask_b32_e64 v7, v4, 1, s[0:1]
	v_cndmask_b32_e64 v7, v7, 3, s[2:3]
	v_cndmask_b32_e64 v5, v7, v5, s[6:7]
	v_cndmask_b32_e64 v7, v4, 0, s[0:1]
	v_cndmask_b32_e64 v7, v7, 4, s[2:3]
	v_cndmask_b32_e64 v7, v7, v2, s[6:7]
	v_cmp_eq_u32_e64 s[8:9], v6, 12
	v_cndmask_b32_e64 v9, 0, v4, s[0:1]
	v_cndmask_b32_e64 v8, 0, v4, s[2:3]
	v_cndmask_b32_e64 v6, 0, v4, s[6:7]
	v_cndmask_b32_e64 v4, 0, v4, s[8:9]
	v_cndmask_b32_e64 v4, v4, v9, s[0:1]
	v_cndmask_b32_e64 v4, v4, v8, s[2:3]
	v_cndmask_b32_e64 v4, v4, v6, s[6:7]
	v_cndmask_b32_e64 v6, 0, 0, s[0:1]
	v_cndmask_b32_e64 v6, v6, 0, s[2:3]
	v_cndmask_b32_e64 v6, v6, 0, s[6:7]
	v_add_u32_e32 v10, v4, v1
	v_add_u32_e32 v11, v4, v3
	v_add_u32_e32 v12, v6, v5
	v_add_u32_e32 v13, v6, v7
	v_lshlrev_b32_e32 v9, 4, v2
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx2 v[10:11], v9, s[12:15], 0 offen
	buffer_store_dwordx2 v[12:13], v9, s[12:15], 0 offen offset:8
	s_endpgm
