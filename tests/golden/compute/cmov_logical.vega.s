; instructions: 28
; sgprs: 12
; vgprs: 17
; waitcnts: 4
; nops: 0
; code bytes: 188
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v1, s2, 5, v0
	v_lshlrev_b32_e32 v2, 1, v1
	v_add_u32_e32 v2, v2, v1
	v_lshlrev_b32_e32 v2, 4, v2
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[11:12], v2, s[4:7], 0 offen
	buffer_load_dwordx2 v[5:6], v2, s[4:7], 0 offen offset:8
	buffer_load_dwordx2 v[9:10], v2, s[4:7], 0 offen offset:16
	buffer_load_dwordx2 v[3:4], v2, s[4:7], 0 offen offset:24
	buffer_load_dwordx2 v[15:16], v2, s[4:7], 0 offen offset:32
	buffer_load_dwordx2 v[7:8], v2, s[4:7], 0 offen offset:40
	v_lshlrev_b32_e32 v1, 4, v1
	s_waitcnt vmcnt(5)
	v_cmp_ne_u32_e64 s[0:1], v11, 0
	s_waitcnt vmcnt(1)
	v_cndmask_b32_e64 v13, v15, v9, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v12, 0
	v_cndmask_b32_e64 v14, v16, v10, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v5, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v9, v7, v3, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v6, 0
	v_cndmask_b32_e64 v10, v8, v4, s[0:1]
	buffer_store_dwordx2 v[13:14], v1, s[8:11], 0 offen
	buffer_store_dwordx2 v[9:10], v1, s[8:11], 0 offen offset:8
	s_endpgm
