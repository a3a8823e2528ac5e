; instructions: 32
; sgprs: 1
; vgprs: 22
; waitcnts: 0
; nops: 0
; code bytes: 140
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
; stage: pixel
; spi_ps_input_ena: 0x302
; spi_ps_input_addr: 0x302
; spi_shader_col_format: 0x999
	s_mov_b32 m0, s0
	s_nop 0
	v_interp_p1_f32_e32 v14, v0, attr1.x
	v_interp_p2_f32_e32 v14, v1, attr1.x
	v_interp_p1_f32_e32 v15, v0, attr1.y
	v_interp_p2_f32_e32 v15, v1, attr1.y
	v_interp_p1_f32_e32 v16, v0, attr1.z
	v_interp_p2_f32_e32 v16, v1, attr1.z
	v_interp_p1_f32_e32 v17, v0, attr1.w
	v_interp_p2_f32_e32 v17, v1, attr1.w
	v_interp_p1_f32_e32 v18, v0, attr2.x
	v_interp_p2_f32_e32 v18, v1, attr2.x
	v_interp_p1_f32_e32 v19, v0, attr2.y
	v_interp_p2_f32_e32 v19, v1, attr2.y
	v_interp_p1_f32_e32 v20, v0, attr2.z
	v_interp_p2_f32_e32 v20, v1, attr2.z
	v_interp_p1_f32_e32 v21, v0, attr2.w
	v_interp_p2_f32_e32 v21, v1, attr2.w
	v_add_f32_e32 v4, v14, v18
	v_add_f32_e32 v5, v15, v19
	v_add_f32_e32 v6, v16, v20
	v_add_f32_e32 v8, v17, v21
	v_sub_f32_e32 v7, v2, v2
	v_sub_f32_e32 v9, v3, v3
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v13, 1.0
	exp mrt0 v4, v5, v6, v8
	exp mrt1 v7, v9, v10, v12
	exp mrt2 v2, v3, v11, v13 done vm
	s_endpgm
