; instructions: 52
; sgprs: 16
; vgprs: 5
; waitcnts: 1
; nops: 0
; code bytes: 276
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[12:15], s[0:1], 0x0
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v4, 2, v3
	v_cvt_f32_i32_e32 v2, v3
	v_cmp_ne_u32_e64 s[0:1], v3, 0
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v3, 0
	v_add_u32_e32 v3, 1, v1
	v_add_u32_e32 v1, 2, v1
	v_cndmask_b32_e64 v1, v1, v3, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v2, 1.0
	v_add_u32_e32 v3, 1, v1
	v_cndmask_b32_e64 v1, v1, v3, s[0:1]
	v_cmp_lg_f32_e64 s[0:1], v2, 1.0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB1
	v_cmp_gt_f32_e64 s[0:1], v2, 1.0
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz BB3
	v_cmp_ge_f32_e64 s[0:1], v2, v2
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz BB5
	v_cmp_lt_f32_e64 s[0:1], v2, 1.0
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_cbranch_execz BB7
	v_mov_b32_e32 v3, 0
BB7:
	s_andn2_b64 exec, s[10:11], exec
	s_cbranch_execz BB8
	v_cmp_le_f32_e64 s[0:1], v2, v2
	v_add_u32_e32 v2, 1, v1
	v_cndmask_b32_e64 v2, v1, v2, s[0:1]
	v_mov_b32_e32 v3, v2
BB8:
	s_mov_b64 exec, s[10:11]
	v_mov_b32_e32 v2, v3
BB5:
	s_andn2_b64 exec, s[8:9], exec
	s_cbranch_execz BB6
	v_mov_b32_e32 v2, v1
BB6:
	s_mov_b64 exec, s[8:9]
BB3:
	s_andn2_b64 exec, s[6:7], exec
	s_cbranch_execz BB4
	v_mov_b32_e32 v2, v1
BB4:
	s_mov_b64 exec, s[6:7]
BB1:
	s_andn2_b64 exec, s[4:5], exec
	s_cbranch_execz BB2
	v_mov_b32_e32 v2, v1
BB2:
	s_mov_b64 exec, s[4:5]
	v_cmp_ne_u32_e64 s[0:1], v2, 0
	v_add_u32_e32 v1, 1, v2
	v_cndmask_b32_e64 v1, v2, v1, s[0:1]
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v1, v4, s[12:15], 0 offen
	s_endpgm
