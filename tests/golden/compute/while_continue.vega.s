; instructions: 39
; sgprs: 24
; vgprs: 5
; waitcnts: 2
; nops: 0
; code bytes: 188
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[12:19], s[0:1], 0x0
	s_load_dwordx4 s[20:23], s[0:1], 0x20
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v1, 2, v3
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v2, v1, s[12:15], 0 offen
	s_mov_b32 s7, 0
	s_mov_b32 s3, 0
	s_mov_b32 s6, 0
	s_mov_b64 s[0:1], 0
	s_waitcnt vmcnt(0)
BB1:
	v_mov_b32_e32 v3, s3
	v_mov_b32_e32 v4, s6
	s_add_u32 s8, s7, 1
	v_cmp_lt_i32_e64 s[4:5], v2, s8
	s_or_b64 s[0:1], s[0:1], s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execz BB3
	s_and_b32 s7, s8, 1
	s_cmp_lg_u32 s7, 0
	s_cbranch_scc0 BB4
	s_mov_b32 s7, s8
	s_branch BB5
BB4:
	s_mul_hi_u32 s7, s8, 0xaaaaaaab
	s_lshr_b32 s7, s7, 1
	s_mul_i32 s7, s7, 3
	s_sub_u32 s7, s8, s7
	s_cmp_eq_u32 s7, 0
	s_cbranch_scc0 BB6
	s_add_u32 s3, s3, 1
	s_mov_b32 s7, s8
	s_branch BB7
BB6:
	s_add_u32 s6, s6, s8
	s_mov_b32 s7, s8
BB7:
BB5:
BB3:
	s_cbranch_execnz BB1
	s_or_b64 exec, exec, s[0:1]
	buffer_store_dword v4, v1, s[16:19], 0 offen
	buffer_store_dword v3, v1, s[20:23], 0 offen
	s_endpgm
