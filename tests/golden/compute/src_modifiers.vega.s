; instructions: 35
; sgprs: 12
; vgprs: 20
; waitcnts: 3
; nops: 0
; code bytes: 256
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v1, 4, v3
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[6:7], v1, s[4:7], 0 offen
	buffer_load_dwordx2 v[4:5], v1, s[4:7], 0 offen offset:8
	v_lshlrev_b32_e32 v1, 6, v3
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v10, 0x7fffffff, v6
	v_and_b32_e32 v11, 0x7fffffff, v7
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v14, 0x7fffffff, v4
	v_and_b32_e32 v15, 0x7fffffff, v5
	v_xor_b32_e32 v2, 0x80000000, v6
	v_xor_b32_e32 v8, 0x80000000, v5
	v_add_f32_e64 v9, v5, -v6
	v_add_f32_e64 v12, v4, -v7
	v_add_f32_e64 v13, v7, -v4
	v_add_f32_e64 v16, v6, -v5
	v_add_f32_e64 v17, |v6|, v7
	v_add_f32_e64 v18, |v7|, -v6
	v_add_f32_e64 v19, |v4|, -v5
	v_add_f32_e64 v3, |v5|, v4
	buffer_store_dwordx2 v[10:11], v1, s[8:11], 0 offen
	buffer_store_dwordx2 v[14:15], v1, s[8:11], 0 offen offset:8
	buffer_store_dword v2, v1, s[8:11], 0 offen offset:16
	buffer_store_dword v7, v1, s[8:11], 0 offen offset:20
	buffer_store_dword v4, v1, s[8:11], 0 offen offset:24
	buffer_store_dwordx2 v[8:9], v1, s[8:11], 0 offen offset:28
	buffer_store_dwordx2 v[12:13], v1, s[8:11], 0 offen offset:36
	buffer_store_dwordx2 v[16:17], v1, s[8:11], 0 offen offset:44
	buffer_store_dwordx2 v[18:19], v1, s[8:11], 0 offen offset:52
	buffer_store_dword v3, v1, s[8:11], 0 offen offset:60
	s_endpgm
