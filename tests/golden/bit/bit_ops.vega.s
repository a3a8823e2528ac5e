; instructions: 77
; sgprs: 12
; vgprs: 23
; waitcnts: 5
; nops: 0
; code bytes: 444
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v4, 4, v2
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v6, v4, s[4:7], 0 offen
	buffer_load_dword v8, v4, s[4:7], 0 offen offset:4
	buffer_load_dword v10, v4, s[4:7], 0 offen offset:8
	buffer_load_dword v12, v4, s[4:7], 0 offen offset:12
	buffer_load_dword v14, v4, s[4:7], 0 offen offset:16
	buffer_load_dword v16, v4, s[4:7], 0 offen offset:20
	buffer_load_dword v18, v4, s[4:7], 0 offen offset:24
	buffer_load_dword v20, v4, s[4:7], 0 offen offset:28
	s_waitcnt vmcnt(3)
	v_bfe_i32 v1, v12, v14, v6
	s_waitcnt vmcnt(2)
	v_bfe_i32 v2, v10, v16, v8
	s_waitcnt vmcnt(1)
	v_bfe_i32 v3, v8, v18, v10
	s_waitcnt vmcnt(0)
	v_bfe_i32 v5, v6, v20, v12
	v_bfe_u32 v13, v12, v14, v6
	v_bfe_u32 v11, v10, v16, v8
	v_bfe_u32 v9, v8, v18, v10
	v_bfe_u32 v7, v6, v20, v12
	v_bfm_b32 v6, v6, v14
	v_lshlrev_b32_e32 v1, v14, v1
	v_bfi_b32 v1, v6, v1, v13
	v_bfm_b32 v6, v8, v16
	v_lshlrev_b32_e32 v2, v16, v2
	v_bfi_b32 v2, v6, v2, v11
	v_bfm_b32 v6, v10, v18
	v_lshlrev_b32_e32 v3, v18, v3
	v_bfi_b32 v3, v6, v3, v9
	v_bfm_b32 v6, v12, v20
	v_lshlrev_b32_e32 v5, v20, v5
	v_bfi_b32 v20, v6, v5, v7
	v_bcnt_u32_b32 v18, v1, 0
	v_bcnt_u32_b32 v16, v2, 0
	v_bcnt_u32_b32 v14, v3, 0
	v_bcnt_u32_b32 v12, v20, 0
	v_ffbl_b32_e32 v10, v1
	v_ffbl_b32_e32 v9, v2
	v_ffbl_b32_e32 v11, v3
	v_ffbl_b32_e32 v13, v20
	v_ffbh_u32_e32 v15, v1
	v_ffbh_u32_e32 v17, v2
	v_ffbh_u32_e32 v19, v3
	v_ffbh_u32_e32 v21, v20
	v_ffbh_i32_e32 v8, v1
	v_ffbh_i32_e32 v7, v2
	v_ffbh_i32_e32 v6, v3
	v_ffbh_i32_e32 v5, v20
	v_bfrev_b32_e32 v1, v1
	v_bfrev_b32_e32 v2, v2
	v_bfrev_b32_e32 v22, v3
	v_bfrev_b32_e32 v3, v20
	v_add_u32_e32 v1, v1, v18
	v_add_u32_e32 v2, v2, v16
	v_add_u32_e32 v14, v22, v14
	v_add_u32_e32 v3, v3, v12
	v_add_u32_e32 v1, v1, v10
	v_add_u32_e32 v2, v2, v9
	v_add_u32_e32 v9, v14, v11
	v_add_u32_e32 v3, v3, v13
	v_add_u32_e32 v1, v1, v15
	v_add_u32_e32 v2, v2, v17
	v_add_u32_e32 v9, v9, v19
	v_add_u32_e32 v3, v3, v21
	v_add_u32_e32 v1, v1, v8
	v_add_u32_e32 v2, v2, v7
	v_add_u32_e32 v7, v9, v6
	v_add_u32_e32 v6, v3, v5
	buffer_store_dword v1, v4, s[8:11], 0 offen
	buffer_store_dword v2, v4, s[8:11], 0 offen offset:4
	buffer_store_dword v7, v4, s[8:11], 0 offen offset:8
	buffer_store_dword v6, v4, s[8:11], 0 offen offset:12
	s_endpgm
