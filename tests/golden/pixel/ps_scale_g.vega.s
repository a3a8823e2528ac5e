; instructions: 45
; sgprs: 10
; vgprs: 16
; waitcnts: 6
; nops: 0
; code bytes: 264
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
; stage: pixel
; spi_ps_input_ena: 0x302
; spi_ps_input_addr: 0x302
; spi_shader_col_format: 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx2 s[4:5], s[0:1], 0x8
	v_cvt_i32_f32_e32 v6, v2
	v_cvt_i32_f32_e32 v8, v3
	s_waitcnt lgkmcnt(0)
	s_load_dword s6, s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v13, v8, s6
	v_add_u32_e32 v13, v6, v13
	v_lshlrev_b32_e32 v4, 2, v13
	v_lshlrev_b32_e32 v5, 2, v4
	global_load_dword v10, v5, s[4:5]
	v_add_u32_e32 v5, 1, v4
	v_lshlrev_b32_e32 v7, 2, v5
	global_load_dword v11, v7, s[4:5]
	v_add_u32_e32 v7, 2, v4
	v_lshlrev_b32_e32 v9, 2, v7
	global_load_dword v12, v9, s[4:5]
	v_add_u32_e32 v9, 3, v4
	v_lshlrev_b32_e32 v13, 2, v9
	global_load_dword v13, v13, s[4:5]
	s_load_dword s9, s[2:3], 0x0
	s_load_dword s8, s[2:3], 0x4
	s_load_dword s7, s[2:3], 0x8
	s_load_dword s6, s[2:3], 0xc
	v_cvt_f32_i32_e32 v14, v6
	v_cvt_f32_i32_e32 v6, v8
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_mad_legacy_f32 v15, v10, s9, v14
	s_waitcnt vmcnt(2)
	v_mad_legacy_f32 v10, v11, s8, v6
	s_waitcnt vmcnt(1)
	v_mad_legacy_f32 v8, v12, s7, 0
	s_waitcnt vmcnt(0)
	v_mad_legacy_f32 v6, v13, s6, 0
	v_lshlrev_b32_e32 v4, 2, v4
	global_store_dword v4, v15, s[4:5]
	v_lshlrev_b32_e32 v4, 2, v5
	global_store_dword v4, v10, s[4:5]
	v_lshlrev_b32_e32 v4, 2, v7
	global_store_dword v4, v8, s[4:5]
	v_lshlrev_b32_e32 v7, 2, v9
	global_store_dword v7, v6, s[4:5]
	exp null off, off, off, off done vm
	s_endpgm
