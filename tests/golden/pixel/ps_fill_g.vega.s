; instructions: 27
; sgprs: 7
; vgprs: 9
; waitcnts: 2
; nops: 0
; code bytes: 144
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
	v_cvt_i32_f32_e32 v8, v2
	v_cvt_i32_f32_e32 v5, v3
	s_waitcnt lgkmcnt(0)
	s_load_dword s6, s[2:3], 0x0
	v_cvt_f32_i32_e32 v7, v8
	v_cvt_f32_i32_e32 v6, v5
	v_add_f32_e32 v4, v7, v6
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v5, v5, s6
	v_add_u32_e32 v5, v8, v5
	v_lshlrev_b32_e32 v5, 2, v5
	v_lshlrev_b32_e32 v8, 2, v5
	global_store_dword v8, v7, s[4:5]
	v_add_u32_e32 v7, 1, v5
	v_lshlrev_b32_e32 v7, 2, v7
	global_store_dword v7, v6, s[4:5]
	v_add_u32_e32 v6, 2, v5
	v_lshlrev_b32_e32 v6, 2, v6
	global_store_dword v6, v4, s[4:5]
	v_mov_b32_e32 v4, 1.0
	v_add_u32_e32 v5, 3, v5
	v_lshlrev_b32_e32 v5, 2, v5
	global_store_dword v5, v4, s[4:5]
	exp null off, off, off, off done vm
	s_endpgm
