; instructions: 69
; sgprs: 36
; vgprs: 31
; waitcnts: 13
; nops: 0
; code bytes: 368
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
; stage: pixel
; spi_ps_input_ena: 0x302
; spi_ps_input_addr: 0x302
; spi_shader_col_format: 0x99999
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_load_dwordx8 s[4:11], s[2:3], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_load_dwordx8 s[12:19], s[2:3], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_load_dwordx8 s[20:27], s[2:3], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_load_dwordx8 s[28:35], s[2:3], 0x0
	v_cvt_i32_f32_e32 v12, v2
	v_mov_b32_e32 v24, 0
	image_get_resinfo v[28:29], v24, s[4:11] dmask:0x3 unorm
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v16, v28
	v_mov_b32_e32 v18, v29
	v_cvt_f32_u32_e32 v20, v16
	v_cvt_f32_u32_e32 v22, v18
	v_mov_b32_e32 v24, 0
	image_get_resinfo v[28:30], v24, s[12:19] dmask:0x7 unorm
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v28
	v_mov_b32_e32 v5, v29
	v_mov_b32_e32 v6, v30
	v_mov_b32_e32 v24, 0
	image_get_resinfo v28, v24, s[20:27] dmask:0x1 unorm
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v28
	v_mov_b32_e32 v24, 0
	s_waitcnt lgkmcnt(0)
	image_get_resinfo v28, v24, s[28:35] dmask:0x1 unorm
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v28
	v_cmp_eq_u32_e64 s[0:1], 0, v12
	v_cndmask_b32_e64 v8, 0, v8, s[0:1]
	v_cvt_f32_u32_e32 v8, v8
	v_mov_b32_e32 v24, 0
	image_get_resinfo v28, v24, s[20:27] dmask:0x1 unorm
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v28
	v_mov_b32_e32 v24, 0
	image_get_resinfo v28, v24, s[20:27] dmask:0x1 unorm
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v28
	v_mov_b32_e32 v24, 0
	image_get_resinfo v28, v24, s[20:27] dmask:0x1 unorm
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, v28
	v_mov_b32_e32 v24, 0
	image_get_resinfo v28, v24, s[20:27] dmask:0x1 unorm
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v12, v28
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v16, 1.0
	v_mov_b32_e32 v15, 1
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v19, 1
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v23, 1.0
	exp mrt0 v20, v22, v13, v16
	exp mrt1 v4, v5, v6, v15
	exp mrt2 v7, v14, v17, v19
	exp mrt3 v8, v18, v21, v23
	exp mrt4 v9, v10, v11, v12 done vm
	s_endpgm
