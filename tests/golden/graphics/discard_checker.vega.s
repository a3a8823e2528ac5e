; instructions: 35
; sgprs: 8
; vgprs: 14
; waitcnts: 0
; nops: 0
; code bytes: 152
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
; stage: pixel
; spi_ps_input_ena: 0x302
; spi_ps_input_addr: 0x302
; spi_shader_col_format: 0x99
	s_mov_b64 s[2:3], exec
	s_mov_b32 m0, s0
	s_nop 0
	v_interp_p1_f32_e32 v10, v0, attr1.x
	v_interp_p2_f32_e32 v10, v1, attr1.x
	v_interp_p1_f32_e32 v11, v0, attr1.y
	v_interp_p2_f32_e32 v11, v1, attr1.y
	v_interp_p1_f32_e32 v12, v0, attr1.z
	v_interp_p2_f32_e32 v12, v1, attr1.z
	v_interp_p1_f32_e32 v13, v0, attr1.w
	v_interp_p2_f32_e32 v13, v1, attr1.w
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_cvt_i32_f32_e32 v8, v2
	v_cvt_i32_f32_e32 v9, v3
	v_add_u32_e32 v8, v8, v9
	v_and_b32_e32 v8, 1, v8
	v_cmp_ne_u32_e64 s[4:5], v8, 0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz BB1
	s_andn2_b64 s[2:3], s[2:3], exec
	s_cbranch_scc0 BB3
BB1:
	s_andn2_b64 exec, s[6:7], exec
	s_cbranch_execz BB2
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 1.0
BB2:
	s_mov_b64 exec, s[6:7]
BB3:
	s_and_b64 exec, exec, s[2:3]
	exp mrt0 v10, v11, v12, v13
	exp mrt1 v7, v6, v5, v4 done vm
	s_endpgm
