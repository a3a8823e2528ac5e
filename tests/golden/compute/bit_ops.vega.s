; instructions: 26
; sgprs: 12
; vgprs: 14
; waitcnts: 2
; nops: 0
; code bytes: 160
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v1, 4, v3
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[4:5], v1, s[4:7], 0 offen
	buffer_load_dwordx2 v[8:9], v1, s[4:7], 0 offen offset:8
	v_lshlrev_b32_e32 v1, 5, v3
	s_waitcnt vmcnt(0)
	v_bfe_i32 v6, v4, v8, v5
	v_bfe_u32 v7, v4, v8, v5
	v_bfm_b32 v2, v5, v8
	v_lshlrev_b32_e32 v3, v8, v9
	v_bfi_b32 v8, v2, v3, v4
	v_bcnt_u32_b32 v9, v4, 0
	v_ffbl_b32_e32 v10, v4
	v_bfrev_b32_e32 v11, v4
	v_and_b32_e32 v2, 0, v4
	v_ffbh_u32_e32 v12, v2
	v_or_b32_e32 v2, -1, v4
	v_ffbh_i32_e32 v13, v2
	buffer_store_dwordx2 v[6:7], v1, s[8:11], 0 offen
	buffer_store_dwordx2 v[8:9], v1, s[8:11], 0 offen offset:8
	buffer_store_dwordx2 v[10:11], v1, s[8:11], 0 offen offset:16
	buffer_store_dwordx2 v[12:13], v1, s[8:11], 0 offen offset:24
	s_endpgm
