; instructions: 78
; sgprs: 12
; vgprs: 24
; waitcnts: 5
; nops: 0
; code bytes: 452
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v5, 4, v3
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v7, v5, s[4:7], 0 offen
	buffer_load_dword v9, v5, s[4:7], 0 offen offset:4
	buffer_load_dword v11, v5, s[4:7], 0 offen offset:8
	buffer_load_dword v13, v5, s[4:7], 0 offen offset:12
	buffer_load_dword v15, v5, s[4:7], 0 offen offset:16
	buffer_load_dword v17, v5, s[4:7], 0 offen offset:20
	buffer_load_dword v19, v5, s[4:7], 0 offen offset:24
	buffer_load_dword v21, v5, s[4:7], 0 offen offset:28
	s_waitcnt vmcnt(3)
	v_bfe_i32 v1, v13, v15, v7
	s_waitcnt vmcnt(2)
	v_bfe_i32 v2, v11, v17, v9
	s_waitcnt vmcnt(1)
	v_bfe_i32 v3, v9, v19, v11
	s_waitcnt vmcnt(0)
	v_bfe_i32 v4, v7, v21, v13
	v_bfe_u32 v12, v13, v15, v7
	v_bfe_u32 v10, v11, v17, v9
	v_bfe_u32 v8, v9, v19, v11
	v_bfe_u32 v6, v7, v21, v13
	v_bfm_b32 v7, v7, v15
	v_lshlrev_b32_e32 v1, v15, v1
	v_bfi_b32 v1, v7, v1, v12
	v_bfm_b32 v7, v9, v17
	v_lshlrev_b32_e32 v2, v17, v2
	v_bfi_b32 v2, v7, v2, v10
	v_bfm_b32 v7, v11, v19
	v_lshlrev_b32_e32 v3, v19, v3
	v_bfi_b32 v3, v7, v3, v8
	v_bfm_b32 v7, v13, v21
	v_lshlrev_b32_e32 v4, v21, v4
	v_bfi_b32 v21, v7, v4, v6
	v_bcnt_u32_b32 v19, v1, 0
	v_bcnt_u32_b32 v17, v2, 0
	v_bcnt_u32_b32 v15, v3, 0
	v_bcnt_u32_b32 v13, v21, 0
	v_ffbl_b32_e32 v11, v1
	v_ffbl_b32_e32 v10, v2
	v_ffbl_b32_e32 v12, v3
	v_ffbl_b32_e32 v14, v21
	v_ffbh_u32_e32 v16, v1
	v_ffbh_u32_e32 v18, v2
	v_ffbh_u32_e32 v20, v3
	v_ffbh_u32_e32 v9, v21
	v_ffbh_i32_e32 v8, v1
	v_ffbh_i32_e32 v7, v2
	v_ffbh_i32_e32 v6, v3
	v_ffbh_i32_e32 v4, v21
	v_bfrev_b32_e32 v1, v1
	v_bfrev_b32_e32 v22, v2
	v_bfrev_b32_e32 v23, v3
	v_bfrev_b32_e32 v2, v21
	v_add_u32_e32 v1, v1, v19
	v_add_u32_e32 v3, v22, v17
	v_add_u32_e32 v15, v23, v15
	v_add_u32_e32 v2, v2, v13
	v_add_u32_e32 v1, v1, v11
	v_add_u32_e32 v3, v3, v10
	v_add_u32_e32 v10, v15, v12
	v_add_u32_e32 v2, v2, v14
	v_add_u32_e32 v1, v1, v16
	v_add_u32_e32 v3, v3, v18
	v_add_u32_e32 v10, v10, v20
	v_add_u32_e32 v2, v2, v9
	v_add_u32_e32 v1, v1, v8
	v_add_u32_e32 v3, v3, v7
	v_add_u32_e32 v6, v10, v6
	v_add_u32_e32 v7, v2, v4
	buffer_store_dword v1, v5, s[8:11], 0 offen
	buffer_store_dword v3, v5, s[8:11], 0 offen offset:4
	buffer_store_dword v6, v5, s[8:11], 0 offen offset:8
	buffer_store_dword v7, v5, s[8:11], 0 offen offset:12
	s_endpgm
