; instructions: 50
; sgprs: 16
; vgprs: 7
; waitcnts: 1
; nops: 0
; code bytes: 216
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[12:15], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v4, 2, v2
	v_cmp_ne_u32_e64 s[0:1], v0, 0
	s_mov_b32 s10, 0
	v_mov_b32_e32 v1, 0
	s_mov_b64 s[4:5], 0
BB1:
	s_add_u32 s3, s10, 1
	s_cmp_lt_i32 4, s3
	s_cbranch_scc0 BB2
	s_or_b64 s[4:5], s[4:5], exec
	s_mov_b64 exec, 0
	s_branch BB3
BB2:
	s_and_b32 s10, s3, 1
	s_cmp_eq_u32 s10, 0
	s_cbranch_scc0 BB4
	s_mov_b64 s[6:7], 0
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz BB6
	s_mov_b32 s10, 0
	v_mov_b32_e32 v2, v1
BB8:
	s_add_u32 s11, s10, 1
	s_cmp_ge_i32 s11, s3
	s_cbranch_scc0 BB9
	v_mov_b32_e32 v3, v2
	s_or_b64 s[6:7], s[6:7], exec
	s_mov_b64 exec, 0
	s_branch BB10
BB9:
	v_add_u32_e32 v6, s11, v2
	s_mov_b32 s10, s11
	v_mov_b32_e32 v2, v6
BB10:
	s_cbranch_execnz BB8
BB6:
	s_andn2_b64 exec, s[8:9], s[0:1]
	s_cbranch_execz BB7
	v_add_u32_e32 v6, 4, v1
	v_mov_b32_e32 v3, v6
BB7:
	s_mov_b64 exec, s[8:9]
	s_andn2_b64 exec, exec, s[6:7]
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v5, v3
	s_branch BB5
BB4:
	v_add_u32_e32 v6, 1, v1
	v_mov_b32_e32 v5, v6
BB5:
	s_mov_b32 s10, s3
	v_mov_b32_e32 v1, v5
BB3:
	s_cbranch_execnz BB1
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v1, v4, s[12:15], 0 offen
	s_endpgm
