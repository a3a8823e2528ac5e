; instructions: 73
; sgprs: 24
; vgprs: 4
; waitcnts: 1
; nops: 0
; code bytes: 316
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[20:23], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v1, 2, v2
	s_mov_b32 s3, 0
	s_mov_b32 s13, 0
	s_mov_b64 s[0:1], 0
BB1:
	s_add_u32 s15, s3, 1
	s_cmp_ge_i32 s15, 10
	s_cbranch_scc0 BB2
	s_mov_b32 s12, s13
	s_or_b64 s[0:1], s[0:1], exec
	s_mov_b64 exec, 0
	s_branch BB3
BB2:
	s_cmp_lt_i32 s15, 5
	s_cbranch_scc0 BB4
	s_mov_b32 s3, s15
	s_branch BB5
BB4:
	s_mov_b32 s16, 0
	s_mov_b32 s17, s13
	s_mov_b64 s[4:5], 0
BB6:
	s_add_u32 s18, s16, 1
	v_cvt_f32_i32_e32 v2, s18
	v_mov_b32_e32 v3, 0x41200000
	v_cmp_ge_f32_e64 s[6:7], v2, v3
	s_and_b64 s[8:9], s[6:7], exec
	s_cbranch_scc0 BB7
	s_mov_b32 s14, s17
	s_or_b64 s[4:5], s[4:5], exec
	s_mov_b64 exec, 0
	s_branch BB8
BB7:
	s_cmp_eq_u32 s18, 3
	s_cselect_b64 s[6:7], -1, 0
	s_not_b64 s[8:9], s[6:7]
	s_and_b64 s[6:7], s[8:9], exec
	s_cbranch_scc0 BB9
	s_mov_b32 s16, s18
	s_branch BB10
BB9:
	s_add_u32 s19, s17, s18
	v_cmp_lt_f32_e64 s[6:7], v2, 1.0
	s_and_b64 s[10:11], s[6:7], exec
	s_cbranch_scc0 BB11
	s_mov_b32 s16, s18
	s_mov_b32 s17, s19
	s_branch BB12
BB11:
	s_and_b64 s[6:7], s[8:9], exec
	s_cbranch_scc0 BB13
	s_mov_b32 s14, s19
	s_or_b64 s[4:5], s[4:5], exec
	s_mov_b64 exec, 0
	s_branch BB14
BB13:
	s_mov_b32 s16, s18
	s_mov_b32 s17, s19
BB14:
BB12:
BB10:
BB8:
	s_cbranch_execnz BB6
	s_or_b64 exec, exec, s[4:5]
	s_cmp_eq_u32 s15, 3
	s_cbranch_scc0 BB16
	s_mov_b32 s3, s15
	s_mov_b32 s13, s14
	s_branch BB17
BB16:
	s_cmp_ge_i32 s14, 10
	s_cbranch_scc0 BB18
	s_mov_b32 s12, s14
	s_or_b64 s[0:1], s[0:1], exec
	s_mov_b64 exec, 0
	s_branch BB19
BB18:
	s_mov_b32 s3, s15
	s_mov_b32 s13, s14
BB19:
BB17:
BB5:
BB3:
	s_cbranch_execnz BB1
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v2, s12
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v2, v1, s[20:23], 0 offen
	s_endpgm
