; instructions: 44
; sgprs: 16
; vgprs: 13
; waitcnts: 1
; nops: 0
; code bytes: 292
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[12:15], s[0:1], 0x0
	v_lshl_add_u32 v5, s2, 6, v0
	v_and_b32_e32 v7, 3, v5
	v_lshlrev_b32_e32 v9, 2, v7
	s_lshl_b32 s5, s3, 0
	v_mov_b32_e32 v4, 0
	v_add_u32_e32 v6, s5, v4
	s_lshl_b32 s5, s4, 0
	v_mov_b32_e32 v4, 0
	v_add_u32_e32 v8, s5, v4
	v_cmp_eq_u32_e64 s[0:1], v9, 0
	v_cmp_eq_u32_e64 s[2:3], v9, 4
	v_cmp_eq_u32_e64 s[6:7], v9, 8
	v_cndmask_b32_e64 v4, v7, 4, s[0:1]
	v_cndmask_b32_e64 v4, v4, 0, s[2:3]
	v_cndmask_b32_e64 v4, v4, v5, s[6:7]
	v_cndmask_b32_e64 v10, v7, 3, s[0:1]
	v_cndmask_b32_e64 v10, v10, 1, s[2:3]
	v_cndmask_b32_e64 v6, v10, v6, s[6:7]
	v_cndmask_b32_e64 v10, v7, 1, s[0:1]
	v_cndmask_b32_e64 v10, v10, 3, s[2:3]
	v_cndmask_b32_e64 v8, v10, v8, s[6:7]
	v_cndmask_b32_e64 v10, v7, 0, s[0:1]
	v_cndmask_b32_e64 v10, v10, 4, s[2:3]
	v_cndmask_b32_e64 v10, v10, v5, s[6:7]
	v_cmp_eq_u32_e64 s[8:9], v9, 12
	v_cndmask_b32_e64 v12, 0, v7, s[0:1]
	v_cndmask_b32_e64 v11, 0, v7, s[2:3]
	v_cndmask_b32_e64 v9, 0, v7, s[6:7]
	v_cndmask_b32_e64 v7, 0, v7, s[8:9]
	v_cndmask_b32_e64 v7, v7, v12, s[0:1]
	v_cndmask_b32_e64 v7, v7, v11, s[2:3]
	v_cndmask_b32_e64 v7, v7, v9, s[6:7]
	v_cndmask_b32_e64 v9, 0, 0, s[0:1]
	v_cndmask_b32_e64 v9, v9, 0, s[2:3]
	v_cndmask_b32_e64 v9, v9, 0, s[6:7]
	v_add_u32_e32 v0, v7, v4
	v_add_u32_e32 v1, v7, v6
	v_add_u32_e32 v2, v9, v8
	v_add_u32_e32 v3, v9, v10
	v_lshlrev_b32_e32 v12, 4, v5
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx4 v[0:3], v12, s[12:15], 0 offen
	s_endpgm
