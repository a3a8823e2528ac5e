; instructions: 73
; sgprs: 13
; vgprs: 12
; waitcnts: 13
; nops: 0
; code bytes: 412
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dwordx2 s[10:11], s[0:1], 0x18
	v_lshl_add_u32 v5, s2, 6, v0
	v_lshlrev_b32_e32 v7, 4, v5
	v_and_b32_e32 v5, 3, v5
	v_mul_lo_u32 v1, v5, 4
	v_lshlrev_b32_e32 v2, 2, v1
	s_waitcnt lgkmcnt(0)
	global_load_dword v4, v2, s[6:7]
	v_add_u32_e32 v2, 1, v1
	v_lshlrev_b32_e32 v2, 2, v2
	global_load_dword v3, v2, s[6:7]
	v_add_u32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v2, 2, v2
	global_load_dword v2, v2, s[6:7]
	v_add_u32_e32 v1, 3, v1
	v_lshlrev_b32_e32 v1, 2, v1
	global_load_dword v1, v1, s[6:7]
	v_add_u32_e32 v5, 1, v5
	v_mul_lo_u32 v5, v5, 4
	v_lshlrev_b32_e32 v6, 2, v5
	global_load_dword v6, v6, s[8:9]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v6
	v_add_u32_e32 v6, 1, v5
	v_lshlrev_b32_e32 v6, 2, v6
	global_load_dword v6, v6, s[8:9]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v3, v6
	v_add_u32_e32 v6, 2, v5
	v_lshlrev_b32_e32 v6, 2, v6
	global_load_dword v6, v6, s[8:9]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v6
	v_add_u32_e32 v5, 3, v5
	v_lshlrev_b32_e32 v5, 2, v5
	global_load_dword v5, v5, s[8:9]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v1, v5
	s_load_dword s3, s[10:11], 0xfff0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, s3, v4
	s_load_dword s3, s[10:11], 0xfff4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, s3, v3
	s_load_dword s3, s[10:11], 0xfff8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, s3, v2
	s_load_dword s3, s[10:11], 0xfffc
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, s3, v5
	s_load_dword s3, s[6:7], 0x0
	s_load_dword s12, s[8:9], 0x3c
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s12
	v_mad_legacy_f32 v8, v4, s3, v5
	s_load_dword s12, s[8:9], 0x38
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s12
	v_mad_legacy_f32 v9, v3, s3, v4
	s_load_dword s12, s[8:9], 0x34
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s12
	v_mad_legacy_f32 v10, v2, s3, v3
	s_load_dword s12, s[8:9], 0x30
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s12
	v_mad_legacy_f32 v11, v1, s3, v2
	global_store_dwordx2 v7, v[8:9], s[4:5]
	global_store_dwordx2 v7, v[10:11], s[4:5] offset:8
	s_endpgm
