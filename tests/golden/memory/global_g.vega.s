; instructions: 63
; sgprs: 10
; vgprs: 11
; waitcnts: 4
; nops: 0
; code bytes: 320
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[6:7], s[2:3], 0x0
	s_load_dword s9, s[0:1], 0x4
	v_mov_b32_e32 v2, 8
	v_lshlrev_b32_e32 v2, 2, v2
	s_waitcnt lgkmcnt(0)
	s_and_b32 s8, s9, 0xffff
	s_mul_i32 s8, s4, s8
	v_add_u32_e32 v3, s8, v0
	v_cvt_f32_u32_e32 v3, v3
	v_add_f32_e32 v3, 0.5, v3
	v_cvt_i32_f32_e32 v6, v3
	global_load_dword v2, v2, s[6:7]
	v_mov_b32_e32 v3, 9
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v3, v3, s[6:7]
	v_mov_b32_e32 v4, 10
	v_lshlrev_b32_e32 v4, 2, v4
	global_load_dword v4, v4, s[6:7]
	v_mov_b32_e32 v5, 11
	v_lshlrev_b32_e32 v5, 2, v5
	global_load_dword v5, v5, s[6:7]
	v_mov_b32_e32 v7, 16
	v_lshlrev_b32_e32 v7, 2, v7
	global_load_dword v7, v7, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v7, v2, v7
	v_lshlrev_b32_e32 v8, 2, v6
	v_add_u32_e32 v6, 2, v8
	s_lshr_b32 s8, s9, 16
	s_mul_i32 s8, s5, s8
	v_add_u32_e32 v9, s8, v1
	v_cvt_f32_u32_e32 v9, v9
	v_add_f32_e32 v9, 0.5, v9
	v_cvt_i32_f32_e32 v9, v9
	v_lshlrev_b32_e32 v10, 2, v8
	global_store_dword v10, v7, s[6:7]
	v_lshlrev_b32_e32 v7, 2, v8
	global_load_dword v7, v7, s[6:7]
	v_lshlrev_b32_e32 v10, 2, v6
	global_load_dword v6, v10, s[6:7]
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v7, v2, v7
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v6, v4, v6
	v_lshlrev_b32_e32 v8, 2, v9
	v_lshlrev_b32_e32 v9, 2, v8
	global_store_dword v9, v7, s[6:7]
	v_add_u32_e32 v7, 2, v8
	v_lshlrev_b32_e32 v7, 2, v7
	global_store_dword v7, v6, s[6:7]
	v_mov_b32_e32 v6, 12
	v_lshlrev_b32_e32 v6, 2, v6
	global_store_dword v6, v5, s[6:7]
	v_mov_b32_e32 v5, 13
	v_lshlrev_b32_e32 v5, 2, v5
	global_store_dword v5, v4, s[6:7]
	v_mov_b32_e32 v4, 14
	v_lshlrev_b32_e32 v4, 2, v4
	global_store_dword v4, v3, s[6:7]
	v_mov_b32_e32 v3, 15
	v_lshlrev_b32_e32 v3, 2, v3
	global_store_dword v3, v2, s[6:7]
	s_endpgm
