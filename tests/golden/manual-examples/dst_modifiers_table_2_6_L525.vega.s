; instructions: 88
; sgprs: 1
; vgprs: 14
; waitcnts: 0
; nops: 0
; code bytes: 436
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
	v_interp_p1_f32_e32 v6, v0, attr1.x
	v_interp_p2_f32_e32 v6, v1, attr1.x
	v_interp_p1_f32_e32 v7, v0, attr1.y
	v_interp_p2_f32_e32 v7, v1, attr1.y
	v_interp_p1_f32_e32 v8, v0, attr1.z
	v_interp_p2_f32_e32 v8, v1, attr1.z
	v_interp_p1_f32_e32 v9, v0, attr1.w
	v_interp_p2_f32_e32 v9, v1, attr1.w
	v_interp_p1_f32_e32 v10, v0, attr2.x
	v_interp_p2_f32_e32 v10, v1, attr2.x
	v_interp_p1_f32_e32 v11, v0, attr2.y
	v_interp_p2_f32_e32 v11, v1, attr2.y
	v_interp_p1_f32_e32 v12, v0, attr2.z
	v_interp_p2_f32_e32 v12, v1, attr2.z
	v_interp_p1_f32_e32 v13, v0, attr2.w
	v_interp_p2_f32_e32 v13, v1, attr2.w
	v_add_f32_e32 v2, v6, v10
	v_mul_f32_e32 v2, 2.0, v2
	v_add_f32_e32 v3, v7, v11
	v_mul_f32_e32 v5, 2.0, v3
	v_add_f32_e32 v3, v8, v12
	v_mul_f32_e32 v4, 2.0, v3
	v_add_f32_e32 v3, v9, v13
	v_mul_f32_e32 v3, 2.0, v3
	v_add_f32_e32 v2, v2, v10
	v_mul_f32_e32 v2, 4.0, v2
	v_add_f32_e32 v5, v5, v11
	v_mul_f32_e32 v5, 4.0, v5
	v_add_f32_e32 v4, v4, v12
	v_mul_f32_e32 v4, 4.0, v4
	v_add_f32_e32 v3, v3, v13
	v_mul_f32_e32 v3, 4.0, v3
	v_add_f32_e32 v2, v2, v10
	v_mul_f32_e32 v2, 0x41000000, v2
	v_add_f32_e32 v5, v5, v11
	v_mul_f32_e32 v5, 0x41000000, v5
	v_add_f32_e32 v4, v4, v12
	v_mul_f32_e32 v4, 0x41000000, v4
	v_add_f32_e32 v3, v3, v13
	v_mul_f32_e32 v3, 0x41000000, v3
	v_add_f32_e32 v2, v2, v10
	v_mul_f32_e32 v2, 0.5, v2
	v_add_f32_e32 v5, v5, v11
	v_mul_f32_e32 v5, 0.5, v5
	v_add_f32_e32 v4, v4, v12
	v_mul_f32_e32 v4, 0.5, v4
	v_add_f32_e32 v3, v3, v13
	v_mul_f32_e32 v3, 0.5, v3
	v_add_f32_e32 v2, v2, v10
	v_mul_f32_e32 v2, 0x3e800000, v2
	v_add_f32_e32 v5, v5, v11
	v_mul_f32_e32 v5, 0x3e800000, v5
	v_add_f32_e32 v4, v4, v12
	v_mul_f32_e32 v4, 0x3e800000, v4
	v_add_f32_e32 v3, v3, v13
	v_mul_f32_e32 v3, 0x3e800000, v3
	v_add_f32_e32 v2, v2, v10
	v_mul_f32_e32 v2, 0x3e000000, v2
	v_add_f32_e32 v5, v5, v11
	v_mul_f32_e32 v5, 0x3e000000, v5
	v_add_f32_e32 v4, v4, v12
	v_mul_f32_e32 v4, 0x3e000000, v4
	v_add_f32_e32 v3, v3, v13
	v_mul_f32_e32 v3, 0x3e000000, v3
	v_add_f32_e32 v2, v2, v10
	v_mul_f32_e64 v2, 1.0, v2 clamp
	v_add_f32_e32 v5, v5, v11
	v_mul_f32_e64 v5, 1.0, v5 clamp
	v_add_f32_e32 v4, v4, v12
	v_mul_f32_e64 v4, 1.0, v4 clamp
	v_add_f32_e32 v3, v3, v13
	v_mul_f32_e64 v3, 1.0, v3 clamp
	v_add_f32_e32 v2, v2, v10
	v_mul_f32_e32 v2, 2.0, v2
	v_mul_f32_e64 v2, 1.0, v2 clamp
	v_add_f32_e32 v5, v5, v11
	v_mul_f32_e32 v5, 2.0, v5
	v_mul_f32_e64 v5, 1.0, v5 clamp
	v_add_f32_e32 v4, v4, v12
	v_mul_f32_e32 v4, 2.0, v4
	v_mul_f32_e64 v4, 1.0, v4 clamp
	v_add_f32_e32 v3, v3, v13
	v_mul_f32_e32 v3, 2.0, v3
	v_mul_f32_e64 v3, 1.0, v3 clamp
	exp mrt0 v2, v5, v4, v3 done vm
	s_endpgm
