; instructions: 57
; sgprs: 20
; vgprs: 32
; waitcnts: 6
; nops: 0
; code bytes: 288
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
	v_interp_p1_f32_e32 v9, v0, attr1.x
	v_interp_p2_f32_e32 v9, v1, attr1.x
	v_interp_p1_f32_e32 v10, v0, attr1.y
	v_interp_p2_f32_e32 v10, v1, attr1.y
	v_interp_p1_f32_e32 v11, v0, attr1.z
	v_interp_p2_f32_e32 v11, v1, attr1.z
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v10
	s_waitcnt lgkmcnt(0)
	image_sample_lz v[16:19], v[12:13], s[8:15], s[16:19] dmask:0xf
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, 0, v16
	v_add_f32_e32 v4, 0, v17
	v_add_f32_e32 v3, 0, v18
	v_add_f32_e32 v2, 0, v19
	v_add_f32_e32 v8, 0x3e000000, v9
	v_add_f32_e32 v7, 0x3d800000, v10
	v_add_f32_e32 v6, 0, v11
	v_mov_b32_e32 v12, v8
	v_mov_b32_e32 v13, v7
	image_sample_lz v[20:23], v[12:13], s[8:15], s[16:19] dmask:0xf
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v5, v20
	v_add_f32_e32 v4, v4, v21
	v_add_f32_e32 v3, v3, v22
	v_add_f32_e32 v2, v2, v23
	v_add_f32_e32 v8, 0x3e000000, v8
	v_add_f32_e32 v7, 0x3d800000, v7
	v_add_f32_e32 v6, 0, v6
	v_mov_b32_e32 v12, v8
	v_mov_b32_e32 v13, v7
	image_sample_lz v[24:27], v[12:13], s[8:15], s[16:19] dmask:0xf
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v5, v24
	v_add_f32_e32 v4, v4, v25
	v_add_f32_e32 v3, v3, v26
	v_add_f32_e32 v2, v2, v27
	v_add_f32_e32 v8, 0x3e000000, v8
	v_add_f32_e32 v7, 0x3d800000, v7
	v_add_f32_e32 v6, 0, v6
	v_mov_b32_e32 v12, v8
	v_mov_b32_e32 v13, v7
	image_sample_lz v[28:31], v[12:13], s[8:15], s[16:19] dmask:0xf
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v5, v28
	v_add_f32_e32 v7, v4, v29
	v_add_f32_e32 v3, v3, v30
	v_add_f32_e32 v2, v2, v31
	exp mrt0 v5, v7, v3, v2 done vm
	s_endpgm
