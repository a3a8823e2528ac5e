; instructions: 50
; sgprs: 44
; vgprs: 30
; waitcnts: 5
; nops: 0
; code bytes: 292
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
; stage: pixel
; spi_ps_input_ena: 0x102
; spi_ps_input_addr: 0x102
; spi_shader_col_format: 0x99999
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx2 s[4:5], s[0:1], 0x8
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	s_load_dwordx2 s[8:9], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_load_dwordx8 s[12:19], s[2:3], 0x0
	s_load_dwordx8 s[20:27], s[4:5], 0x0
	s_load_dwordx8 s[28:35], s[6:7], 0x0
	s_load_dwordx8 s[36:43], s[8:9], 0x0
	v_cvt_i32_f32_e32 v11, v2
	v_mov_b32_e32 v15, 0
	s_waitcnt lgkmcnt(0)
	image_get_resinfo v[19:20], v15, s[12:19] dmask:0x3 unorm
	s_waitcnt vmcnt(0)
	v_cvt_f32_u32_e32 v3, v19
	v_cvt_f32_u32_e32 v4, v20
	v_mov_b32_e32 v15, 0
	image_get_resinfo v[21:23], v15, s[20:27] dmask:0x7 unorm
	v_mov_b32_e32 v15, 0
	image_get_resinfo v24, v15, s[28:35] dmask:0x1 unorm
	v_mov_b32_e32 v15, 0
	image_get_resinfo v25, v15, s[36:43] dmask:0x1 unorm
	v_cmp_eq_u32_e64 s[0:1], 0, v11
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v5, 0, v25, s[0:1]
	v_cvt_f32_u32_e32 v5, v5
	v_mov_b32_e32 v15, 0
	image_get_resinfo v26, v15, s[28:35] dmask:0x1 unorm
	v_mov_b32_e32 v15, 0
	image_get_resinfo v27, v15, s[28:35] dmask:0x1 unorm
	v_mov_b32_e32 v15, 0
	image_get_resinfo v28, v15, s[28:35] dmask:0x1 unorm
	v_mov_b32_e32 v15, 0
	image_get_resinfo v29, v15, s[28:35] dmask:0x1 unorm
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v9, 1.0
	v_mov_b32_e32 v8, 1
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v12, 1
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 1.0
	exp mrt0 v3, v4, v6, v9
	exp mrt1 v21, v22, v23, v8
	exp mrt2 v24, v7, v10, v12
	exp mrt3 v5, v11, v13, v14
	s_waitcnt vmcnt(0)
	exp mrt4 v26, v27, v28, v29 done vm
	s_endpgm
