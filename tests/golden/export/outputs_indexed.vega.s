; instructions: 26
; sgprs: 8
; vgprs: 13
; waitcnts: 3
; nops: 0
; code bytes: 144
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
; stage: vertex
; vertex exports: 3
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_load_dwordx4 s[4:7], s[2:3], 0x0
	s_waitcnt lgkmcnt(0)
	buffer_load_format_xyzw v[9:12], v0, s[4:7], 0 idxen
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v3, v10
	v_mov_b32_e32 v2, v11
	v_mov_b32_e32 v1, v12
	v_mov_b32_e32 v4, v12
	v_mov_b32_e32 v3, v11
	v_mov_b32_e32 v2, v10
	v_mov_b32_e32 v1, v9
	v_xor_b32_e32 v5, 0x80000000, v9
	v_xor_b32_e32 v6, 0x80000000, v10
	v_xor_b32_e32 v7, 0x80000000, v11
	v_xor_b32_e32 v8, 0x80000000, v12
	exp param0 v0, v0, off, off
	exp param1 v5, v6, v7, v8
	exp pos0 v4, v3, v2, v1 done
	s_endpgm
