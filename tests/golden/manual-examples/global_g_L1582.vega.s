; instructions: 20
; sgprs: 4
; vgprs: 6
; waitcnts: 3
; nops: 0
; code bytes: 104
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
; stage: pixel
; spi_ps_input_ena: 0x102
; spi_ps_input_addr: 0x102
; spi_shader_col_format: 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	v_cvt_i32_f32_e32 v4, v2
	v_mov_b32_e32 v3, 16
	v_lshlrev_b32_e32 v3, 2, v3
	s_waitcnt lgkmcnt(0)
	global_load_dword v5, v3, s[2:3]
	v_lshlrev_b32_e32 v3, 2, v4
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v2, v5
	v_mov_b32_e32 v5, 8
	v_lshlrev_b32_e32 v5, 2, v5
	global_store_dword v5, v4, s[2:3]
	v_lshlrev_b32_e32 v4, 2, v3
	global_load_dword v4, v4, s[2:3]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v2, v4
	v_lshlrev_b32_e32 v3, 2, v3
	global_store_dword v3, v4, s[2:3]
	exp null off, off, off, off done vm
	s_endpgm
