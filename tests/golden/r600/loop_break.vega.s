; instructions: 39
; sgprs: 11
; vgprs: 7
; waitcnts: 2
; nops: 0
; code bytes: 192
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v4, 2, v2
	v_lshlrev_b32_e32 v6, 2, v4
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v6, s[4:5]
	s_mov_b32 s3, 0
	s_mov_b32 s8, 0
	s_mov_b64 s[0:1], 0
	s_waitcnt vmcnt(0)
BB1:
	v_mov_b32_e32 v5, s3
	v_mov_b32_e32 v6, s8
	v_cmp_ge_i32_e64 s[6:7], s3, v2
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v1, v5
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz BB3
	s_mul_i32 s9, s3, s3
	s_add_u32 s9, s8, s9
	s_add_u32 s10, s3, 1
	s_cmp_lt_i32 0x1f4, s9
	s_cbranch_scc0 BB4
	v_mov_b32_e32 v3, s9
	v_mov_b32_e32 v1, s10
	s_or_b64 s[0:1], s[0:1], exec
	s_mov_b64 exec, 0
	s_branch BB5
BB4:
	s_mov_b32 s3, s10
	s_mov_b32 s8, s9
BB5:
BB3:
	s_cbranch_execnz BB1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 0x100, v4
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v2, v3, s[4:5]
	v_add_u32_e32 v2, 0x101, v4
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v2, v1, s[4:5]
	s_endpgm
