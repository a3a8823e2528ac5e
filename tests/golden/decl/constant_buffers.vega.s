; instructions: 64
; sgprs: 24
; vgprs: 14
; waitcnts: 6
; nops: 0
; code bytes: 364
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[20:23], s[0:1], 0x0
	s_load_dwordx2 s[4:5], s[0:1], 0x10
	s_load_dwordx2 s[6:7], s[0:1], 0x18
	s_load_dwordx2 s[8:9], s[0:1], 0x20
	v_lshl_add_u32 v8, s2, 6, v0
	v_and_b32_e32 v10, 3, v8
	v_lshlrev_b32_e32 v12, 2, v10
	v_lshlrev_b32_e32 v4, 2, v12
	s_waitcnt lgkmcnt(0)
	global_load_dword v4, v4, s[4:5]
	v_add_u32_e32 v5, 1, v12
	v_lshlrev_b32_e32 v5, 2, v5
	global_load_dword v5, v5, s[4:5]
	v_add_u32_e32 v6, 2, v12
	v_lshlrev_b32_e32 v6, 2, v6
	global_load_dword v6, v6, s[4:5]
	v_add_u32_e32 v7, 3, v12
	v_lshlrev_b32_e32 v7, 2, v7
	global_load_dword v7, v7, s[4:5]
	v_add_u32_e32 v9, 4, v12
	v_lshlrev_b32_e32 v9, 2, v9
	global_load_dword v9, v9, s[6:7]
	v_add_u32_e32 v10, 5, v12
	v_lshlrev_b32_e32 v10, 2, v10
	global_load_dword v10, v10, s[6:7]
	v_add_u32_e32 v11, 6, v12
	v_lshlrev_b32_e32 v11, 2, v11
	global_load_dword v11, v11, s[6:7]
	v_add_u32_e32 v12, 7, v12
	v_lshlrev_b32_e32 v12, 2, v12
	global_load_dword v12, v12, s[6:7]
	s_load_dword s15, s[8:9], 0xfff0
	s_load_dword s13, s[8:9], 0xfff4
	s_load_dword s12, s[8:9], 0xfff8
	s_load_dword s11, s[8:9], 0xfffc
	s_load_dword s10, s[4:5], 0x0
	s_load_dword s17, s[6:7], 0x3c
	s_load_dword s14, s[6:7], 0x38
	s_load_dword s16, s[6:7], 0x34
	s_load_dword s3, s[6:7], 0x30
	v_lshlrev_b32_e32 v8, 4, v8
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v13, v4, v9
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v9, v5, v10
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v5, v6, v11
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v7, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, s15, v13
	v_add_f32_e32 v6, s13, v9
	v_add_f32_e32 v5, s12, v5
	v_add_f32_e32 v4, s11, v4
	v_mov_b32_e32 v9, s17
	v_mad_legacy_f32 v0, v7, s10, v9
	v_mov_b32_e32 v7, s14
	v_mad_legacy_f32 v1, v6, s10, v7
	v_mov_b32_e32 v6, s16
	v_mad_legacy_f32 v2, v5, s10, v6
	v_mov_b32_e32 v5, s3
	v_mad_legacy_f32 v3, v4, s10, v5
	buffer_store_dwordx4 v[0:3], v8, s[20:23], 0 offen
	s_endpgm
