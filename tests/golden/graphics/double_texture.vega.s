; instructions: 22
; sgprs: 20
; vgprs: 22
; waitcnts: 3
; nops: 0
; code bytes: 120
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
; stage: pixel
; spi_ps_input_ena: 0x302
; spi_ps_input_addr: 0x302
; spi_shader_col_format: 0x9
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx2 s[4:5], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_load_dwordx8 s[8:15], s[2:3], 0x0
	s_load_dwordx4 s[16:19], s[4:5], 0x0
	v_mov_b32_e32 v14, v2
	v_mov_b32_e32 v15, v3
	s_waitcnt lgkmcnt(0)
	image_sample_lz v[18:21], v[14:15], s[8:15], s[16:19] dmask:0xf
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v18
	v_mov_b32_e32 v9, v19
	v_mov_b32_e32 v10, v20
	v_mov_b32_e32 v11, v21
	v_add_f64 v[12:13], v[8:9], v[10:11]
	v_mov_b32_e32 v4, v12
	v_mov_b32_e32 v5, v13
	v_mul_f64 v[8:9], v[8:9], v[10:11]
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v7, v9
	exp mrt0 v4, v5, v6, v7 done vm
	s_endpgm
