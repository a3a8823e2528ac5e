; instructions: 64
; sgprs: 28
; vgprs: 7
; waitcnts: 1
; nops: 0
; code bytes: 288
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[24:27], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v4, 2, v2
	v_and_b32_e32 v6, 3, v2
	v_cmp_eq_u32_e64 s[0:1], v6, -1
	v_cmp_eq_u32_e64 s[4:5], v6, 2
	v_cmp_eq_u32_e64 s[6:7], v6, 1
	v_cmp_eq_u32_e64 s[8:9], v6, 0
	s_mov_b32 s3, 0
	v_mov_b32_e32 v1, 0
	s_mov_b64 s[10:11], 0
BB1:
	s_cmp_ge_i32 s3, 3
	s_cbranch_scc0 BB2
	s_or_b64 s[10:11], s[10:11], exec
	s_mov_b64 exec, 0
	s_branch BB3
BB2:
	s_mov_b64 s[12:13], 0
	s_and_saveexec_b64 s[14:15], s[8:9]
	s_cbranch_execz BB4
	s_cmp_eq_u32 s3, 1
	s_cselect_b64 s[16:17], -1, 0
	v_add_u32_e32 v3, 1, v1
	v_add_u32_e32 v5, 3, v1
	v_cndmask_b32_e64 v3, v5, v3, s[16:17]
	v_mov_b32_e32 v2, v3
BB4:
	s_andn2_b64 exec, s[14:15], exec
	s_cbranch_execz BB5
	s_and_saveexec_b64 s[16:17], s[6:7]
	s_cbranch_execz BB6
BB6:
	s_andn2_b64 exec, s[16:17], exec
	s_cbranch_execz BB7
	s_and_saveexec_b64 s[18:19], s[4:5]
	s_cbranch_execz BB8
BB8:
	s_andn2_b64 exec, s[18:19], exec
	s_cbranch_execz BB9
	s_and_saveexec_b64 s[20:21], s[0:1]
	s_cbranch_execz BB10
	v_mov_b32_e32 v2, 0
	s_or_b64 s[12:13], s[12:13], exec
	s_mov_b64 exec, 0
BB10:
	s_andn2_b64 exec, s[20:21], s[0:1]
	s_cbranch_execz BB11
	v_mov_b32_e32 v2, v1
	s_or_b64 s[12:13], s[12:13], exec
	s_mov_b64 exec, 0
BB11:
	s_mov_b64 exec, s[20:21]
	s_andn2_b64 exec, exec, s[12:13]
BB9:
	s_mov_b64 exec, s[18:19]
	s_andn2_b64 exec, exec, s[12:13]
BB7:
	s_mov_b64 exec, s[16:17]
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execz BB12
	v_add_u32_e32 v3, v1, v6
	v_mov_b32_e32 v2, v3
BB12:
BB5:
	s_mov_b64 exec, s[14:15]
	s_andn2_b64 exec, exec, s[12:13]
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s3, s3, 1
	v_mov_b32_e32 v1, v2
BB3:
	s_cbranch_execnz BB1
	s_or_b64 exec, exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v1, v4, s[24:27], 0 offen
	s_endpgm
