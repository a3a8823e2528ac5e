; instructions: 53
; sgprs: 4
; vgprs: 13
; waitcnts: 4
; nops: 0
; code bytes: 276
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
; stage: pixel
; spi_ps_input_ena: 0x302
; spi_ps_input_addr: 0x302
; spi_shader_col_format: 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	v_cvt_i32_f32_e32 v7, v2
	v_mov_b32_e32 v8, 8
	v_lshlrev_b32_e32 v8, 2, v8
	s_waitcnt lgkmcnt(0)
	global_load_dword v11, v8, s[2:3]
	v_mov_b32_e32 v4, 9
	v_lshlrev_b32_e32 v4, 2, v4
	global_load_dword v4, v4, s[2:3]
	v_mov_b32_e32 v5, 10
	v_lshlrev_b32_e32 v5, 2, v5
	global_load_dword v5, v5, s[2:3]
	v_mov_b32_e32 v6, 11
	v_lshlrev_b32_e32 v6, 2, v6
	global_load_dword v6, v6, s[2:3]
	v_mov_b32_e32 v8, 16
	v_lshlrev_b32_e32 v8, 2, v8
	global_load_dword v10, v8, s[2:3]
	v_lshlrev_b32_e32 v9, 2, v7
	v_add_u32_e32 v8, 2, v9
	v_cvt_i32_f32_e32 v7, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v10, v11, v10
	v_lshlrev_b32_e32 v12, 2, v9
	global_store_dword v12, v10, s[2:3]
	v_lshlrev_b32_e32 v9, 2, v9
	global_load_dword v9, v9, s[2:3]
	v_lshlrev_b32_e32 v8, 2, v8
	global_load_dword v8, v8, s[2:3]
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v9, v11, v9
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v8, v5, v8
	v_lshlrev_b32_e32 v7, 2, v7
	v_lshlrev_b32_e32 v10, 2, v7
	global_store_dword v10, v9, s[2:3]
	v_add_u32_e32 v7, 2, v7
	v_lshlrev_b32_e32 v7, 2, v7
	global_store_dword v7, v8, s[2:3]
	v_mov_b32_e32 v8, 12
	v_lshlrev_b32_e32 v8, 2, v8
	global_store_dword v8, v6, s[2:3]
	v_mov_b32_e32 v6, 13
	v_lshlrev_b32_e32 v6, 2, v6
	global_store_dword v6, v5, s[2:3]
	v_mov_b32_e32 v5, 14
	v_lshlrev_b32_e32 v5, 2, v5
	global_store_dword v5, v4, s[2:3]
	v_mov_b32_e32 v4, 15
	v_lshlrev_b32_e32 v4, 2, v4
	global_store_dword v4, v11, s[2:3]
	exp null off, off, off, off done vm
	s_endpgm
