; instructions: 23
; sgprs: 12
; vgprs: 18
; waitcnts: 3
; nops: 0
; code bytes: 152
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v16, s2, 5, v0
	v_lshlrev_b32_e32 v17, 1, v16
	v_add_u32_e32 v17, v17, v16
	v_lshlrev_b32_e32 v17, 4, v17
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx4 v[0:3], v17, s[4:7], 0 offen
	buffer_load_dwordx4 v[4:7], v17, s[4:7], 0 offen offset:16
	buffer_load_dwordx4 v[8:11], v17, s[4:7], 0 offen offset:32
	v_lshlrev_b32_e32 v16, 4, v16
	s_waitcnt vmcnt(2)
	v_cmp_ne_u32_e64 s[0:1], v0, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v12, v8, v4, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v1, 0
	v_cndmask_b32_e64 v13, v9, v5, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v2, 0
	v_cndmask_b32_e64 v14, v10, v6, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v3, 0
	v_cndmask_b32_e64 v15, v11, v7, s[0:1]
	buffer_store_dwordx4 v[12:15], v16, s[8:11], 0 offen
	s_endpgm
