; instructions: 93
; sgprs: 11
; vgprs: 10
; waitcnts: 7
; nops: 0
; code bytes: 500
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	v_mul_lo_u32 v6, v1, 8
	v_add_u32_e32 v6, v0, v6
	v_lshlrev_b32_e32 v9, 2, v6
	v_add_u32_e32 v4, 0x100, v9
	v_lshl_add_u32 v2, s3, 3, v1
	v_mul_lo_u32 v3, v2, 16
	v_add_u32_e32 v6, v3, v0
	v_lshlrev_b32_e32 v3, 2, v6
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v3, s[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b32 v9, v3
	v_lshl_add_u32 v3, s2, 3, v0
	v_mul_lo_u32 v5, v1, 16
	v_add_u32_e32 v5, v3, v5
	v_lshlrev_b32_e32 v5, 2, v5
	global_load_dword v5, v5, s[6:7]
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_mov_b32 s10, 0
	v_mov_b32_e32 v5, 0
	s_mov_b64 s[0:1], 0
BB1:
	s_cmp_ge_i32 s10, 8
	s_cbranch_scc0 BB2
	s_or_b64 s[0:1], s[0:1], exec
	s_mov_b64 exec, 0
	s_branch BB3
BB2:
	v_mul_lo_u32 v7, v1, 8
	v_add_u32_e32 v7, s10, v7
	v_lshlrev_b32_e32 v7, 2, v7
	ds_read_b32 v7, v7
	v_mul_lo_u32 v8, s10, 8
	v_add_u32_e32 v8, v0, v8
	v_lshlrev_b32_e32 v8, 2, v8
	v_add_u32_e32 v8, 0x100, v8
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(0)
	v_mad_legacy_f32 v7, v7, v8, v5
	s_add_u32 s10, s10, 1
	v_mov_b32_e32 v5, v7
BB3:
	s_cbranch_execnz BB1
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v6, 8, v6
	v_lshlrev_b32_e32 v6, 2, v6
	global_load_dword v6, v6, s[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b32 v9, v6
	v_add_u32_e32 v6, 8, v1
	v_mul_lo_u32 v6, v6, 16
	v_add_u32_e32 v6, v3, v6
	v_lshlrev_b32_e32 v6, 2, v6
	global_load_dword v6, v6, s[6:7]
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_mov_b32 s10, 0
	v_mov_b32_e32 v4, v5
	s_mov_b64 s[0:1], 0
BB5:
	s_cmp_ge_i32 s10, 8
	s_cbranch_scc0 BB6
	s_or_b64 s[0:1], s[0:1], exec
	s_mov_b64 exec, 0
	s_branch BB7
BB6:
	v_mul_lo_u32 v5, v1, 8
	v_add_u32_e32 v5, s10, v5
	v_lshlrev_b32_e32 v5, 2, v5
	ds_read_b32 v5, v5
	v_mul_lo_u32 v6, s10, 8
	v_add_u32_e32 v6, v0, v6
	v_lshlrev_b32_e32 v6, 2, v6
	v_add_u32_e32 v6, 0x100, v6
	ds_read_b32 v6, v6
	s_waitcnt lgkmcnt(0)
	v_mad_legacy_f32 v5, v5, v6, v4
	s_add_u32 s10, s10, 1
	v_mov_b32_e32 v4, v5
BB7:
	s_cbranch_execnz BB5
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	v_mul_lo_u32 v8, v2, 16
	v_add_u32_e32 v8, v3, v8
	v_lshlrev_b32_e32 v2, 2, v8
	global_store_dword v2, v4, s[8:9]
	s_endpgm
