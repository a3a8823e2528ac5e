; instructions: 18
; sgprs: 20
; vgprs: 12
; waitcnts: 3
; nops: 0
; code bytes: 96
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
; stage: pixel
; spi_ps_input_ena: 0x2
; spi_ps_input_addr: 0x2
; spi_shader_col_format: 0x9
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_load_dwordx4 s[16:19], s[6:7], 0x0
	s_mov_b32 m0, s2
	s_nop 0
	v_interp_p1_f32_e32 v2, v0, attr1.x
	v_interp_p2_f32_e32 v2, v1, attr1.x
	v_interp_p1_f32_e32 v3, v0, attr1.y
	v_interp_p2_f32_e32 v3, v1, attr1.y
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v3
	s_waitcnt lgkmcnt(0)
	image_sample_lz v[8:11], v[4:5], s[8:15], s[16:19] dmask:0xf
	s_waitcnt vmcnt(0)
	exp mrt0 v8, v9, v10, v11 done vm
	s_endpgm
