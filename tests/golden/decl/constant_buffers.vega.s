; instructions: 65
; sgprs: 24
; vgprs: 15
; waitcnts: 6
; nops: 0
; code bytes: 372
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[20:23], s[0:1], 0x0
	s_load_dwordx2 s[4:5], s[0:1], 0x10
	s_load_dwordx2 s[6:7], s[0:1], 0x18
	s_load_dwordx2 s[8:9], s[0:1], 0x20
	v_lshl_add_u32 v5, s2, 6, v0
	v_and_b32_e32 v7, 3, v5
	v_lshlrev_b32_e32 v9, 2, v7
	v_lshlrev_b32_e32 v1, 2, v9
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[4:5]
	v_add_u32_e32 v2, 1, v9
	v_lshlrev_b32_e32 v2, 2, v2
	global_load_dword v2, v2, s[4:5]
	v_add_u32_e32 v3, 2, v9
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v3, v3, s[4:5]
	v_add_u32_e32 v4, 3, v9
	v_lshlrev_b32_e32 v4, 2, v4
	global_load_dword v4, v4, s[4:5]
	v_add_u32_e32 v6, 4, v9
	v_lshlrev_b32_e32 v6, 2, v6
	global_load_dword v6, v6, s[6:7]
	v_add_u32_e32 v7, 5, v9
	v_lshlrev_b32_e32 v7, 2, v7
	global_load_dword v7, v7, s[6:7]
	v_add_u32_e32 v8, 6, v9
	v_lshlrev_b32_e32 v8, 2, v8
	global_load_dword v8, v8, s[6:7]
	v_add_u32_e32 v9, 7, v9
	v_lshlrev_b32_e32 v9, 2, v9
	global_load_dword v9, v9, s[6:7]
	s_load_dword s15, s[8:9], 0xfff0
	s_load_dword s13, s[8:9], 0xfff4
	s_load_dword s12, s[8:9], 0xfff8
	s_load_dword s11, s[8:9], 0xfffc
	s_load_dword s10, s[4:5], 0x0
	s_load_dword s17, s[6:7], 0x3c
	s_load_dword s14, s[6:7], 0x38
	s_load_dword s16, s[6:7], 0x34
	s_load_dword s3, s[6:7], 0x30
	v_lshlrev_b32_e32 v5, 4, v5
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v10, v1, v6
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v6, v2, v7
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v2, v3, v8
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v4, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, s15, v10
	v_add_f32_e32 v3, s13, v6
	v_add_f32_e32 v2, s12, v2
	v_add_f32_e32 v1, s11, v1
	v_mov_b32_e32 v6, s17
	v_mad_legacy_f32 v11, v4, s10, v6
	v_mov_b32_e32 v4, s14
	v_mad_legacy_f32 v12, v3, s10, v4
	v_mov_b32_e32 v3, s16
	v_mad_legacy_f32 v13, v2, s10, v3
	v_mov_b32_e32 v2, s3
	v_mad_legacy_f32 v14, v1, s10, v2
	buffer_store_dwordx2 v[11:12], v5, s[20:23], 0 offen
	buffer_store_dwordx2 v[13:14], v5, s[20:23], 0 offen offset:8
	s_endpgm
