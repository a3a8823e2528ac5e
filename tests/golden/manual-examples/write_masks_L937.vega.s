; instructions: 10
; sgprs: 1
; vgprs: 6
; waitcnts: 0
; nops: 0
; code bytes: 44
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
; stage: pixel
; spi_ps_input_ena: 0x2
; spi_ps_input_addr: 0x2
; spi_shader_col_format: 0x9
	s_mov_b32 m0, s0
	s_nop 0
	v_interp_p1_f32_e32 v4, v0, attr1.x
	v_interp_p2_f32_e32 v4, v1, attr1.x
	v_interp_p1_f32_e32 v5, v0, attr1.z
	v_interp_p2_f32_e32 v5, v1, attr1.z
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 1.0
	exp mrt0 v4, v2, v5, v3 done vm
	s_endpgm
