; instructions: 30
; sgprs: 12
; vgprs: 19
; waitcnts: 2
; nops: 0
; code bytes: 220
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v18, s2, 6, v0
	v_lshlrev_b32_e32 v16, 4, v18
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx4 v[0:3], v16, s[4:7], 0 offen
	v_lshlrev_b32_e32 v16, 6, v18
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, 0x7fffffff, v0
	v_and_b32_e32 v5, 0x7fffffff, v1
	v_and_b32_e32 v6, 0x7fffffff, v2
	v_and_b32_e32 v7, 0x7fffffff, v3
	v_xor_b32_e32 v17, 0x80000000, v0
	v_xor_b32_e32 v8, 0x80000000, v3
	v_add_f32_e64 v9, v3, -v0
	v_add_f32_e64 v10, v2, -v1
	v_add_f32_e64 v11, v1, -v2
	v_add_f32_e64 v12, v0, -v3
	v_add_f32_e64 v13, |v0|, v1
	v_add_f32_e64 v14, |v1|, -v0
	v_add_f32_e64 v15, |v2|, -v3
	v_add_f32_e64 v18, |v3|, v2
	buffer_store_dwordx4 v[4:7], v16, s[8:11], 0 offen
	buffer_store_dword v17, v16, s[8:11], 0 offen offset:16
	buffer_store_dword v1, v16, s[8:11], 0 offen offset:20
	buffer_store_dword v2, v16, s[8:11], 0 offen offset:24
	buffer_store_dwordx4 v[8:11], v16, s[8:11], 0 offen offset:28
	buffer_store_dwordx4 v[12:15], v16, s[8:11], 0 offen offset:44
	buffer_store_dword v18, v16, s[8:11], 0 offen offset:60
	s_endpgm
