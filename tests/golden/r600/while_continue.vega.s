; instructions: 28
; sgprs: 10
; vgprs: 4
; waitcnts: 2
; nops: 0
; code bytes: 132
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v1, 2, v2
	v_lshlrev_b32_e32 v2, 2, v1
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v2, s[4:5]
	v_add_u32_e32 v1, 2, v1
	s_mov_b32 s8, 0
	s_mov_b32 s3, 0
	s_mov_b64 s[0:1], 0
	s_waitcnt vmcnt(0)
BB1:
	v_mov_b32_e32 v3, s3
	v_cmp_ge_i32_e64 s[6:7], s8, v2
	s_or_b64 s[0:1], s[0:1], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz BB3
	s_and_b32 s9, s8, 1
	s_add_u32 s8, s8, 1
	s_cmp_lg_u32 s9, 0
	s_cbranch_scc0 BB4
	s_branch BB5
BB4:
	s_add_u32 s3, s3, s8
	s_add_u32 s3, s3, -1
BB5:
BB3:
	s_cbranch_execnz BB1
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v1, 2, v1
	global_store_dword v1, v3, s[4:5]
	s_endpgm
