; instructions: 26
; sgprs: 8
; vgprs: 14
; waitcnts: 2
; nops: 0
; code bytes: 160
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v2, 4, v3
	v_lshlrev_b32_e32 v1, 5, v3
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[6:7], v2, s[4:5]
	global_load_dwordx2 v[8:9], v2, s[4:5] offset:8
	s_waitcnt vmcnt(0)
	v_bfe_i32 v4, v6, v8, v7
	v_bfe_u32 v5, v6, v8, v7
	v_bfm_b32 v2, v7, v8
	v_lshlrev_b32_e32 v3, v8, v9
	v_bfi_b32 v8, v2, v3, v6
	v_bcnt_u32_b32 v9, v6, 0
	v_ffbl_b32_e32 v10, v6
	v_bfrev_b32_e32 v11, v6
	v_and_b32_e32 v2, 0, v6
	v_ffbh_u32_e32 v12, v2
	v_or_b32_e32 v2, -1, v6
	v_ffbh_i32_e32 v13, v2
	global_store_dwordx2 v1, v[4:5], s[6:7]
	global_store_dwordx2 v1, v[8:9], s[6:7] offset:8
	global_store_dwordx2 v1, v[10:11], s[6:7] offset:16
	global_store_dwordx2 v1, v[12:13], s[6:7] offset:24
	s_endpgm
