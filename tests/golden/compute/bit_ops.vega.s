; instructions: 23
; sgprs: 12
; vgprs: 15
; waitcnts: 2
; nops: 0
; code bytes: 136
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v14, s2, 6, v0
	v_lshlrev_b32_e32 v12, 4, v14
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx4 v[0:3], v12, s[4:7], 0 offen
	v_lshlrev_b32_e32 v12, 5, v14
	s_waitcnt vmcnt(0)
	v_bfe_i32 v4, v0, v2, v1
	v_bfe_u32 v5, v0, v2, v1
	v_bfm_b32 v13, v1, v2
	v_lshlrev_b32_e32 v14, v2, v3
	v_bfi_b32 v6, v13, v14, v0
	v_bcnt_u32_b32 v7, v0, 0
	v_ffbl_b32_e32 v8, v0
	v_bfrev_b32_e32 v9, v0
	v_and_b32_e32 v13, 0, v0
	v_ffbh_u32_e32 v10, v13
	v_or_b32_e32 v13, -1, v0
	v_ffbh_i32_e32 v11, v13
	buffer_store_dwordx4 v[4:7], v12, s[8:11], 0 offen
	buffer_store_dwordx4 v[8:11], v12, s[8:11], 0 offen offset:16
	s_endpgm
