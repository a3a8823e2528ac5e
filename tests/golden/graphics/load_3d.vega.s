; instructions: 16
; sgprs: 12
; vgprs: 15
; waitcnts: 3
; nops: 0
; code bytes: 80
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
; stage: pixel
; spi_ps_input_ena: 0x302
; spi_ps_input_addr: 0x302
; spi_shader_col_format: 0x9
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_load_dwordx8 s[4:11], s[2:3], 0x0
	v_cvt_i32_f32_e32 v6, v2
	v_cvt_i32_f32_e32 v5, v3
	v_sub_u32_e32 v4, v6, v5
	v_add_u32_e32 v5, -1, v5
	v_add_u32_e32 v4, 1, v4
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v8, v5
	v_mov_b32_e32 v9, v4
	s_waitcnt lgkmcnt(0)
	image_load v[11:14], v[7:9], s[4:11] dmask:0xf unorm
	s_waitcnt vmcnt(0)
	exp mrt0 v11, v12, v13, v14 done vm
	s_endpgm
