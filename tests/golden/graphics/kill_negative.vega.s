; instructions: 34
; sgprs: 12
; vgprs: 10
; waitcnts: 0
; nops: 0
; code bytes: 148
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
; stage: pixel
; spi_ps_input_ena: 0x2
; spi_ps_input_addr: 0x2
; spi_shader_col_format: 0x9
	s_mov_b64 s[2:3], exec
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
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_cmp_lt_f32_e64 s[4:5], v6, 0
	v_cmp_lt_f32_e64 s[6:7], v7, 0
	s_or_b64 s[8:9], s[4:5], s[6:7]
	s_or_b64 s[10:11], s[8:9], s[4:5]
	s_or_b64 s[4:5], s[10:11], s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz BB1
	s_andn2_b64 s[2:3], s[2:3], exec
	s_cbranch_scc0 BB3
BB1:
	s_andn2_b64 exec, s[6:7], exec
	s_cbranch_execz BB2
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v2, v9
BB2:
	s_mov_b64 exec, s[6:7]
BB3:
	s_and_b64 exec, exec, s[2:3]
	exp mrt0 v5, v4, v3, v2 done vm
	s_endpgm
