; instructions: 99
; sgprs: 4
; vgprs: 28
; waitcnts: 0
; nops: 24
; code bytes: 624
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
; stage: pixel
; spi_ps_input_ena: 0x2
; spi_ps_input_addr: 0x2
; spi_shader_col_format: 0x99999
	s_mov_b64 s[2:3], exec
	s_wqm_b64 exec, exec
	s_mov_b32 m0, s0
	s_nop 0
	v_interp_p1_f32_e32 v24, v0, attr1.x
	v_interp_p2_f32_e32 v24, v1, attr1.x
	v_interp_p1_f32_e32 v25, v0, attr1.y
	v_interp_p2_f32_e32 v25, v1, attr1.y
	v_interp_p1_f32_e32 v26, v0, attr1.z
	v_interp_p2_f32_e32 v26, v1, attr1.z
	v_interp_p1_f32_e32 v27, v0, attr1.w
	v_interp_p2_f32_e32 v27, v1, attr1.w
	v_mul_legacy_f32_e32 v14, v24, v24
	v_mul_legacy_f32_e32 v16, v25, v25
	v_mul_legacy_f32_e32 v18, v26, v26
	v_mul_legacy_f32_e32 v20, v27, v27
	v_mov_b32_dpp v22, v14 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v2, v14, v22 quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v3, v16 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v3, v16, v3 quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v4, v18 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v4, v18, v4 quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v5, v20 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v5, v20, v5 quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v6, v14 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v6, v14, v6 quad_perm:[2,2,2,2] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v7, v16 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v7, v16, v7 quad_perm:[2,2,2,2] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v8, v18 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v8, v18, v8 quad_perm:[2,2,2,2] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v9, v20 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v9, v20, v9 quad_perm:[2,2,2,2] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v10, v14 quad_perm:[0,0,2,2] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v10, v14, v10 quad_perm:[1,1,3,3] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v11, v16 quad_perm:[0,0,2,2] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v11, v16, v11 quad_perm:[1,1,3,3] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v12, v18 quad_perm:[0,0,2,2] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v12, v18, v12 quad_perm:[1,1,3,3] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v13, v20 quad_perm:[0,0,2,2] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v13, v20, v13 quad_perm:[1,1,3,3] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v15, v14 quad_perm:[0,1,0,1] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v15, v14, v15 quad_perm:[2,3,2,3] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v17, v16 quad_perm:[0,1,0,1] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v17, v16, v17 quad_perm:[2,3,2,3] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v19, v18 quad_perm:[0,1,0,1] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v19, v18, v19 quad_perm:[2,3,2,3] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v21, v20 quad_perm:[0,1,0,1] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v21, v20, v21 quad_perm:[2,3,2,3] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v23, v14 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v22, v14, v23 quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v23, v14 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v14, v14, v23 quad_perm:[2,2,2,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e64 v14, |v22|, |v14|
	v_mov_b32_dpp v22, v16 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v22, v16, v22 quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v23, v16 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v16, v16, v23 quad_perm:[2,2,2,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e64 v16, |v22|, |v16|
	v_mov_b32_dpp v22, v18 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v22, v18, v22 quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v23, v18 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v18, v18, v23 quad_perm:[2,2,2,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e64 v18, |v22|, |v18|
	v_mov_b32_dpp v22, v20 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v22, v20, v22 quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v23, v20 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf
	s_nop 1
	v_sub_f32_dpp v20, v20, v23 quad_perm:[2,2,2,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e64 v20, |v22|, |v20|
	s_and_b64 exec, exec, s[2:3]
	exp mrt0 v2, v3, v4, v5
	exp mrt1 v6, v7, v8, v9
	exp mrt2 v10, v11, v12, v13
	exp mrt3 v15, v17, v19, v21
	exp mrt4 v14, v16, v18, v20 done vm
	s_endpgm
