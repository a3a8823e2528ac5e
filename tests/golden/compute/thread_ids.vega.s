; instructions: 35
; sgprs: 10
; vgprs: 12
; waitcnts: 1
; nops: 0
; code bytes: 216
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[6:7], s[0:1], 0x0
	s_load_dword s8, s[0:1], 0x8
	s_load_dword s5, s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s9, s5, s4
	s_add_i32 s9, s9, s3
	s_mul_i32 s9, s9, s8
	s_add_i32 s9, s9, s2
	s_lshl_b32 s9, s9, 4
	v_mad_u32_u24 v3, v2, 2, v1
	v_mad_u32_u24 v3, v3, 4, v0
	v_add_u32_e32 v7, s9, v3
	v_mul_lo_u32 v3, v7, 48
	v_lshl_add_u32 v10, s2, 2, v0
	v_lshl_add_u32 v11, s3, 1, v1
	v_lshl_add_u32 v4, s4, 1, v2
	v_mad_u32_u24 v5, v2, 2, v1
	v_mad_u32_u24 v8, v5, 4, v0
	s_mul_i32 s5, s5, s4
	s_add_i32 s5, s5, s3
	s_mul_i32 s5, s5, s8
	s_add_i32 s5, s5, s2
	global_store_dwordx2 v3, v[10:11], s[6:7]
	global_store_dword v3, v4, s[6:7] offset:8
	global_store_dword v3, v0, s[6:7] offset:12
	global_store_dword v3, v1, s[6:7] offset:16
	global_store_dword v3, v2, s[6:7] offset:20
	v_mov_b32_e32 v10, s2
	v_mov_b32_e32 v11, s3
	global_store_dwordx2 v3, v[10:11], s[6:7] offset:24
	v_mov_b32_e32 v6, s4
	global_store_dwordx2 v3, v[6:7], s[6:7] offset:32
	v_mov_b32_e32 v9, s5
	global_store_dwordx2 v3, v[8:9], s[6:7] offset:40
	s_endpgm
