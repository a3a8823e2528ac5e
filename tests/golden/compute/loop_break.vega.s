; instructions: 35
; sgprs: 20
; vgprs: 7
; waitcnts: 2
; nops: 0
; code bytes: 168
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[12:19], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v4, 2, v2
	v_lshlrev_b32_e32 v6, 3, v2
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v1, v4, s[12:15], 0 offen
	s_mov_b32 s3, 0
	s_mov_b32 s6, 0
	s_mov_b64 s[0:1], 0
	s_waitcnt vmcnt(0)
BB1:
	v_mov_b32_e32 v4, s3
	v_mov_b32_e32 v5, s6
	v_cmp_ge_i32_e64 s[4:5], s3, v1
	v_mov_b32_e32 v3, v5
	v_mov_b32_e32 v2, v4
	s_or_b64 s[0:1], s[0:1], s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execz BB3
	s_mul_i32 s7, s3, s3
	s_add_u32 s7, s6, s7
	s_add_u32 s8, s3, 1
	s_cmp_lt_i32 0x1f4, s7
	s_cbranch_scc0 BB4
	v_mov_b32_e32 v3, s7
	v_mov_b32_e32 v2, s8
	s_or_b64 s[0:1], s[0:1], exec
	s_mov_b64 exec, 0
	s_branch BB5
BB4:
	s_mov_b32 s3, s8
	s_mov_b32 s6, s7
BB5:
BB3:
	s_cbranch_execnz BB1
	s_or_b64 exec, exec, s[0:1]
	buffer_store_dword v3, v6, s[16:19], 0 offen
	buffer_store_dword v2, v6, s[16:19], 0 offen offset:4
	s_endpgm
