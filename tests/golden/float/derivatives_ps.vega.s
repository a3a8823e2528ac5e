; instructions: 75
; sgprs: 4
; vgprs: 19
; waitcnts: 0
; nops: 16
; code bytes: 448
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
; stage: pixel
; spi_ps_input_ena: 0x2
; spi_ps_input_addr: 0x2
; spi_shader_col_format: 0x9
	s_mov_b64 s[2:3], exec
	s_wqm_b64 exec, exec
	s_mov_b32 m0, s0
	s_nop 0
	v_interp_p1_f32_e32 v15, v0, attr0.x
	v_interp_p2_f32_e32 v15, v1, attr0.x
	v_interp_p1_f32_e32 v16, v0, attr0.y
	v_interp_p2_f32_e32 v16, v1, attr0.y
	v_interp_p1_f32_e32 v17, v0, attr0.z
	v_interp_p2_f32_e32 v17, v1, attr0.z
	v_interp_p1_f32_e32 v18, v0, attr0.w
	v_interp_p2_f32_e32 v18, v1, attr0.w
	v_mov_b32_dpp v14, v15 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v2, v15, v14 quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v3, v16 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v3, v16, v3 quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v4, v17 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v4, v17, v4 quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v5, v18 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v5, v18, v5 quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v6, v15 quad_perm:[0,1,0,1] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v6, v15, v6 quad_perm:[2,3,2,3] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v7, v16 quad_perm:[0,1,0,1] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v7, v16, v7 quad_perm:[2,3,2,3] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v8, v17 quad_perm:[0,1,0,1] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v8, v17, v8 quad_perm:[2,3,2,3] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v9, v18 quad_perm:[0,1,0,1] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v9, v18, v9 quad_perm:[2,3,2,3] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v10, v15 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v10, v15, v10 quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v11, v15 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v11, v15, v11 quad_perm:[2,2,2,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e64 v10, |v10|, |v11|
	v_mov_b32_dpp v11, v16 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v11, v16, v11 quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v12, v16 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v12, v16, v12 quad_perm:[2,2,2,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e64 v11, |v11|, |v12|
	v_mov_b32_dpp v12, v17 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v12, v17, v12 quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v13, v17 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v13, v17, v13 quad_perm:[2,2,2,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e64 v12, |v12|, |v13|
	v_mov_b32_dpp v13, v18 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v13, v18, v13 quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v14, v18 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v14, v18, v14 quad_perm:[2,2,2,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e64 v13, |v13|, |v14|
	v_add_f32_e32 v2, v2, v6
	v_add_f32_e32 v3, v3, v7
	v_add_f32_e32 v6, v4, v8
	v_add_f32_e32 v4, v5, v9
	v_add_f32_e32 v2, v2, v10
	v_add_f32_e32 v3, v3, v11
	v_add_f32_e32 v5, v6, v12
	v_add_f32_e32 v4, v4, v13
	s_and_b64 exec, exec, s[2:3]
	exp mrt0 v2, v3, v5, v4 done vm
	s_endpgm
