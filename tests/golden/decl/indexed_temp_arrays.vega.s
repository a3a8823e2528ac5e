; instructions: 329
; sgprs: 76
; vgprs: 75
; waitcnts: 1
; nops: 0
; code bytes: 2544
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[72:75], s[0:1], 0x0
	v_lshl_add_u32 v1, s2, 6, v0
	v_and_b32_e32 v2, 3, v1
	v_lshlrev_b32_e32 v3, 2, v2
	v_add_u32_e32 v4, 1, v3
	v_add_u32_e32 v5, 2, v3
	v_add_u32_e32 v6, 3, v3
	v_add_u32_e32 v7, 16, v3
	v_add_u32_e32 v8, 17, v3
	v_add_u32_e32 v9, 18, v3
	v_add_u32_e32 v10, 19, v3
	s_lshl_b32 s5, s3, 0
	v_mov_b32_e32 v11, 0
	v_add_u32_e32 v12, s5, v11
	s_lshl_b32 s5, s4, 0
	v_mov_b32_e32 v11, 0
	v_add_u32_e32 v13, s5, v11
	v_cmp_eq_u32_e64 s[6:7], v3, 0
	v_cmp_eq_u32_e64 s[8:9], v3, 4
	v_cmp_eq_u32_e64 s[10:11], v3, 8
	v_cmp_eq_u32_e64 s[12:13], v3, 12
	v_cndmask_b32_e64 v11, 0, 4, s[6:7]
	v_cndmask_b32_e64 v14, v11, 0, s[8:9]
	v_cndmask_b32_e64 v11, v14, v1, s[10:11]
	v_cndmask_b32_e64 v14, v11, v2, s[12:13]
	v_cmp_eq_u32_e64 s[14:15], v4, 1
	v_cmp_eq_u32_e64 s[16:17], v4, 5
	v_cmp_eq_u32_e64 s[18:19], v4, 9
	v_cmp_eq_u32_e64 s[20:21], v4, 13
	v_cndmask_b32_e64 v11, 0, 3, s[14:15]
	v_cndmask_b32_e64 v15, v11, 1, s[16:17]
	v_cndmask_b32_e64 v11, v15, v12, s[18:19]
	v_cndmask_b32_e64 v12, v11, v2, s[20:21]
	v_cmp_eq_u32_e64 s[22:23], v5, 2
	v_cmp_eq_u32_e64 s[24:25], v5, 6
	v_cmp_eq_u32_e64 s[26:27], v5, 10
	v_cmp_eq_u32_e64 s[28:29], v5, 14
	v_cndmask_b32_e64 v11, 0, 1, s[22:23]
	v_cndmask_b32_e64 v15, v11, 3, s[24:25]
	v_cndmask_b32_e64 v11, v15, v13, s[26:27]
	v_cndmask_b32_e64 v13, v11, v2, s[28:29]
	v_cmp_eq_u32_e64 s[30:31], v6, 3
	v_cmp_eq_u32_e64 s[32:33], v6, 7
	v_cmp_eq_u32_e64 s[34:35], v6, 11
	v_cmp_eq_u32_e64 s[36:37], v6, 15
	v_cndmask_b32_e64 v11, 0, 0, s[30:31]
	v_cndmask_b32_e64 v15, v11, 4, s[32:33]
	v_cndmask_b32_e64 v11, v15, v1, s[34:35]
	v_cndmask_b32_e64 v15, v11, v2, s[36:37]
	v_cmp_eq_u32_e64 s[38:39], v3, 16
	v_cmp_eq_u32_e64 s[40:41], v3, 20
	v_cmp_eq_u32_e64 s[42:43], v3, 24
	v_cmp_eq_u32_e64 s[44:45], v3, 28
	v_cmp_eq_u32_e64 s[46:47], v3, 32
	v_cmp_eq_u32_e64 s[48:49], v3, 36
	v_cmp_eq_u32_e64 s[50:51], v3, 40
	v_cmp_eq_u32_e64 s[52:53], v3, 44
	v_cmp_eq_u32_e64 s[54:55], v3, 48
	v_cmp_eq_u32_e64 s[56:57], v3, 52
	v_cmp_eq_u32_e64 s[58:59], v3, 56
	v_cmp_eq_u32_e64 s[60:61], v3, 60
	v_cndmask_b32_e64 v3, 0, v14, s[6:7]
	v_cndmask_b32_e64 v11, 0, v14, s[8:9]
	v_cndmask_b32_e64 v16, 0, v14, s[10:11]
	v_cndmask_b32_e64 v17, 0, v14, s[12:13]
	v_cndmask_b32_e64 v18, 0, v14, s[38:39]
	v_cndmask_b32_e64 v19, 0, v14, s[40:41]
	v_cndmask_b32_e64 v20, 0, v14, s[42:43]
	v_cndmask_b32_e64 v21, 0, v14, s[44:45]
	v_cndmask_b32_e64 v22, 0, v14, s[46:47]
	v_cndmask_b32_e64 v23, 0, v14, s[48:49]
	v_cndmask_b32_e64 v24, 0, v14, s[50:51]
	v_cndmask_b32_e64 v25, 0, v14, s[52:53]
	v_cndmask_b32_e64 v26, 0, v14, s[54:55]
	v_cndmask_b32_e64 v27, 0, v14, s[56:57]
	v_cndmask_b32_e64 v28, 0, v14, s[58:59]
	v_cndmask_b32_e64 v29, 0, v14, s[60:61]
	v_cmp_eq_u32_e64 s[6:7], v4, 17
	v_cmp_eq_u32_e64 s[8:9], v4, 21
	v_cmp_eq_u32_e64 s[10:11], v4, 25
	v_cmp_eq_u32_e64 s[12:13], v4, 29
	v_cmp_eq_u32_e64 s[38:39], v4, 33
	v_cmp_eq_u32_e64 s[40:41], v4, 37
	v_cmp_eq_u32_e64 s[42:43], v4, 41
	v_cmp_eq_u32_e64 s[44:45], v4, 45
	v_cmp_eq_u32_e64 s[46:47], v4, 49
	v_cmp_eq_u32_e64 s[48:49], v4, 53
	v_cmp_eq_u32_e64 s[50:51], v4, 57
	v_cmp_eq_u32_e64 s[52:53], v4, 61
	v_cndmask_b32_e64 v4, 0, v12, s[14:15]
	v_cndmask_b32_e64 v30, 0, v12, s[16:17]
	v_cndmask_b32_e64 v31, 0, v12, s[18:19]
	v_cndmask_b32_e64 v32, 0, v12, s[20:21]
	v_cndmask_b32_e64 v33, 0, v12, s[6:7]
	v_cndmask_b32_e64 v34, 0, v12, s[8:9]
	v_cndmask_b32_e64 v35, 0, v12, s[10:11]
	v_cndmask_b32_e64 v36, 0, v12, s[12:13]
	v_cndmask_b32_e64 v37, 0, v12, s[38:39]
	v_cndmask_b32_e64 v38, 0, v12, s[40:41]
	v_cndmask_b32_e64 v39, 0, v12, s[42:43]
	v_cndmask_b32_e64 v40, 0, v12, s[44:45]
	v_cndmask_b32_e64 v41, 0, v12, s[46:47]
	v_cndmask_b32_e64 v42, 0, v12, s[48:49]
	v_cndmask_b32_e64 v43, 0, v12, s[50:51]
	v_cndmask_b32_e64 v44, 0, v12, s[52:53]
	v_cmp_eq_u32_e64 s[6:7], v5, 18
	v_cmp_eq_u32_e64 s[8:9], v5, 22
	v_cmp_eq_u32_e64 s[10:11], v5, 26
	v_cmp_eq_u32_e64 s[12:13], v5, 30
	v_cmp_eq_u32_e64 s[14:15], v5, 34
	v_cmp_eq_u32_e64 s[16:17], v5, 38
	v_cmp_eq_u32_e64 s[18:19], v5, 42
	v_cmp_eq_u32_e64 s[20:21], v5, 46
	v_cmp_eq_u32_e64 s[38:39], v5, 50
	v_cmp_eq_u32_e64 s[40:41], v5, 54
	v_cmp_eq_u32_e64 s[42:43], v5, 58
	v_cmp_eq_u32_e64 s[44:45], v5, 62
	v_cndmask_b32_e64 v5, 0, v13, s[22:23]
	v_cndmask_b32_e64 v45, 0, v13, s[24:25]
	v_cndmask_b32_e64 v46, 0, v13, s[26:27]
	v_cndmask_b32_e64 v47, 0, v13, s[28:29]
	v_cndmask_b32_e64 v48, 0, v13, s[6:7]
	v_cndmask_b32_e64 v49, 0, v13, s[8:9]
	v_cndmask_b32_e64 v50, 0, v13, s[10:11]
	v_cndmask_b32_e64 v51, 0, v13, s[12:13]
	v_cndmask_b32_e64 v52, 0, v13, s[14:15]
	v_cndmask_b32_e64 v53, 0, v13, s[16:17]
	v_cndmask_b32_e64 v54, 0, v13, s[18:19]
	v_cndmask_b32_e64 v55, 0, v13, s[20:21]
	v_cndmask_b32_e64 v56, 0, v13, s[38:39]
	v_cndmask_b32_e64 v57, 0, v13, s[40:41]
	v_cndmask_b32_e64 v58, 0, v13, s[42:43]
	v_cndmask_b32_e64 v59, 0, v13, s[44:45]
	v_cmp_eq_u32_e64 s[6:7], v6, 19
	v_cmp_eq_u32_e64 s[8:9], v6, 23
	v_cmp_eq_u32_e64 s[10:11], v6, 27
	v_cmp_eq_u32_e64 s[12:13], v6, 31
	v_cmp_eq_u32_e64 s[14:15], v6, 35
	v_cmp_eq_u32_e64 s[16:17], v6, 39
	v_cmp_eq_u32_e64 s[18:19], v6, 43
	v_cmp_eq_u32_e64 s[20:21], v6, 47
	v_cmp_eq_u32_e64 s[22:23], v6, 51
	v_cmp_eq_u32_e64 s[24:25], v6, 55
	v_cmp_eq_u32_e64 s[26:27], v6, 59
	v_cmp_eq_u32_e64 s[28:29], v6, 63
	v_cndmask_b32_e64 v6, 0, v15, s[30:31]
	v_cndmask_b32_e64 v60, 0, v15, s[32:33]
	v_cndmask_b32_e64 v61, 0, v15, s[34:35]
	v_cndmask_b32_e64 v62, 0, v15, s[36:37]
	v_cndmask_b32_e64 v63, 0, v15, s[6:7]
	v_cndmask_b32_e64 v64, 0, v15, s[8:9]
	v_cndmask_b32_e64 v65, 0, v15, s[10:11]
	v_cndmask_b32_e64 v66, 0, v15, s[12:13]
	v_cndmask_b32_e64 v67, 0, v15, s[14:15]
	v_cndmask_b32_e64 v68, 0, v15, s[16:17]
	v_cndmask_b32_e64 v69, 0, v15, s[18:19]
	v_cndmask_b32_e64 v70, 0, v15, s[20:21]
	v_cndmask_b32_e64 v71, 0, v15, s[22:23]
	v_cndmask_b32_e64 v72, 0, v15, s[24:25]
	v_cndmask_b32_e64 v73, 0, v15, s[26:27]
	v_cndmask_b32_e64 v74, 0, v15, s[28:29]
	v_cmp_eq_u32_e64 s[6:7], v7, 0
	v_cmp_eq_u32_e64 s[8:9], v7, 4
	v_cmp_eq_u32_e64 s[10:11], v7, 8
	v_cmp_eq_u32_e64 s[12:13], v7, 12
	v_cmp_eq_u32_e64 s[14:15], v7, 16
	v_cmp_eq_u32_e64 s[16:17], v7, 20
	v_cmp_eq_u32_e64 s[18:19], v7, 24
	v_cmp_eq_u32_e64 s[20:21], v7, 28
	v_cmp_eq_u32_e64 s[22:23], v7, 32
	v_cmp_eq_u32_e64 s[24:25], v7, 36
	v_cmp_eq_u32_e64 s[26:27], v7, 40
	v_cmp_eq_u32_e64 s[28:29], v7, 44
	v_cmp_eq_u32_e64 s[30:31], v7, 48
	v_cmp_eq_u32_e64 s[32:33], v7, 52
	v_cmp_eq_u32_e64 s[34:35], v7, 56
	v_cmp_eq_u32_e64 s[36:37], v7, 60
	v_cndmask_b32_e64 v7, v3, v2, s[6:7]
	v_cndmask_b32_e64 v3, v11, v2, s[8:9]
	v_cndmask_b32_e64 v11, v16, v2, s[10:11]
	v_cndmask_b32_e64 v16, v17, v2, s[12:13]
	v_cndmask_b32_e64 v17, v18, v2, s[14:15]
	v_cndmask_b32_e64 v18, v19, v2, s[16:17]
	v_cndmask_b32_e64 v19, v20, v2, s[18:19]
	v_cndmask_b32_e64 v20, v21, v2, s[20:21]
	v_cndmask_b32_e64 v21, v22, v2, s[22:23]
	v_cndmask_b32_e64 v22, v23, v2, s[24:25]
	v_cndmask_b32_e64 v23, v24, v2, s[26:27]
	v_cndmask_b32_e64 v24, v25, v2, s[28:29]
	v_cndmask_b32_e64 v25, v26, v2, s[30:31]
	v_cndmask_b32_e64 v26, v27, v2, s[32:33]
	v_cndmask_b32_e64 v27, v28, v2, s[34:35]
	v_cndmask_b32_e64 v28, v29, v2, s[36:37]
	v_cmp_eq_u32_e64 s[38:39], v8, 1
	v_cmp_eq_u32_e64 s[40:41], v8, 5
	v_cmp_eq_u32_e64 s[42:43], v8, 9
	v_cmp_eq_u32_e64 s[44:45], v8, 13
	v_cmp_eq_u32_e64 s[46:47], v8, 17
	v_cmp_eq_u32_e64 s[48:49], v8, 21
	v_cmp_eq_u32_e64 s[50:51], v8, 25
	v_cmp_eq_u32_e64 s[52:53], v8, 29
	v_cmp_eq_u32_e64 s[54:55], v8, 33
	v_cmp_eq_u32_e64 s[56:57], v8, 37
	v_cmp_eq_u32_e64 s[58:59], v8, 41
	v_cmp_eq_u32_e64 s[60:61], v8, 45
	v_cmp_eq_u32_e64 s[62:63], v8, 49
	v_cmp_eq_u32_e64 s[64:65], v8, 53
	v_cmp_eq_u32_e64 s[66:67], v8, 57
	v_cmp_eq_u32_e64 s[68:69], v8, 61
	v_cndmask_b32_e64 v8, v4, v2, s[38:39]
	v_cndmask_b32_e64 v4, v30, v2, s[40:41]
	v_cndmask_b32_e64 v29, v31, v2, s[42:43]
	v_cndmask_b32_e64 v30, v32, v2, s[44:45]
	v_cndmask_b32_e64 v31, v33, v2, s[46:47]
	v_cndmask_b32_e64 v32, v34, v2, s[48:49]
	v_cndmask_b32_e64 v33, v35, v2, s[50:51]
	v_cndmask_b32_e64 v34, v36, v2, s[52:53]
	v_cndmask_b32_e64 v35, v37, v2, s[54:55]
	v_cndmask_b32_e64 v36, v38, v2, s[56:57]
	v_cndmask_b32_e64 v37, v39, v2, s[58:59]
	v_cndmask_b32_e64 v38, v40, v2, s[60:61]
	v_cndmask_b32_e64 v39, v41, v2, s[62:63]
	v_cndmask_b32_e64 v40, v42, v2, s[64:65]
	v_cndmask_b32_e64 v41, v43, v2, s[66:67]
	v_cndmask_b32_e64 v42, v44, v2, s[68:69]
	v_cndmask_b32_e64 v2, 0, v7, s[6:7]
	v_cndmask_b32_e64 v7, v2, v3, s[8:9]
	v_cndmask_b32_e64 v2, v7, v11, s[10:11]
	v_cndmask_b32_e64 v3, v2, v16, s[12:13]
	v_cndmask_b32_e64 v2, v3, v17, s[14:15]
	v_cndmask_b32_e64 v3, v2, v18, s[16:17]
	v_cndmask_b32_e64 v2, v3, v19, s[18:19]
	v_cndmask_b32_e64 v3, v2, v20, s[20:21]
	v_cndmask_b32_e64 v2, v3, v21, s[22:23]
	v_cndmask_b32_e64 v3, v2, v22, s[24:25]
	v_cndmask_b32_e64 v2, v3, v23, s[26:27]
	v_cndmask_b32_e64 v3, v2, v24, s[28:29]
	v_cndmask_b32_e64 v2, v3, v25, s[30:31]
	v_cndmask_b32_e64 v3, v2, v26, s[32:33]
	v_cndmask_b32_e64 v2, v3, v27, s[34:35]
	v_cndmask_b32_e64 v3, v2, v28, s[36:37]
	v_cndmask_b32_e64 v2, 0, v8, s[38:39]
	v_cndmask_b32_e64 v7, v2, v4, s[40:41]
	v_cndmask_b32_e64 v2, v7, v29, s[42:43]
	v_cndmask_b32_e64 v4, v2, v30, s[44:45]
	v_cndmask_b32_e64 v2, v4, v31, s[46:47]
	v_cndmask_b32_e64 v4, v2, v32, s[48:49]
	v_cndmask_b32_e64 v2, v4, v33, s[50:51]
	v_cndmask_b32_e64 v4, v2, v34, s[52:53]
	v_cndmask_b32_e64 v2, v4, v35, s[54:55]
	v_cndmask_b32_e64 v4, v2, v36, s[56:57]
	v_cndmask_b32_e64 v2, v4, v37, s[58:59]
	v_cndmask_b32_e64 v4, v2, v38, s[60:61]
	v_cndmask_b32_e64 v2, v4, v39, s[62:63]
	v_cndmask_b32_e64 v4, v2, v40, s[64:65]
	v_cndmask_b32_e64 v2, v4, v41, s[66:67]
	v_cndmask_b32_e64 v4, v2, v42, s[68:69]
	v_cmp_eq_u32_e64 s[6:7], v9, 2
	v_cmp_eq_u32_e64 s[8:9], v9, 6
	v_cmp_eq_u32_e64 s[10:11], v9, 10
	v_cmp_eq_u32_e64 s[12:13], v9, 14
	v_cmp_eq_u32_e64 s[14:15], v9, 18
	v_cmp_eq_u32_e64 s[16:17], v9, 22
	v_cmp_eq_u32_e64 s[18:19], v9, 26
	v_cmp_eq_u32_e64 s[20:21], v9, 30
	v_cmp_eq_u32_e64 s[22:23], v9, 34
	v_cmp_eq_u32_e64 s[24:25], v9, 38
	v_cmp_eq_u32_e64 s[26:27], v9, 42
	v_cmp_eq_u32_e64 s[28:29], v9, 46
	v_cmp_eq_u32_e64 s[30:31], v9, 50
	v_cmp_eq_u32_e64 s[32:33], v9, 54
	v_cmp_eq_u32_e64 s[34:35], v9, 58
	v_cmp_eq_u32_e64 s[36:37], v9, 62
	v_cndmask_b32_e64 v2, 0, v5, s[6:7]
	v_cndmask_b32_e64 v5, v2, v45, s[8:9]
	v_cndmask_b32_e64 v2, v5, v46, s[10:11]
	v_cndmask_b32_e64 v5, v2, v47, s[12:13]
	v_cndmask_b32_e64 v2, v5, v48, s[14:15]
	v_cndmask_b32_e64 v5, v2, v49, s[16:17]
	v_cndmask_b32_e64 v2, v5, v50, s[18:19]
	v_cndmask_b32_e64 v5, v2, v51, s[20:21]
	v_cndmask_b32_e64 v2, v5, v52, s[22:23]
	v_cndmask_b32_e64 v5, v2, v53, s[24:25]
	v_cndmask_b32_e64 v2, v5, v54, s[26:27]
	v_cndmask_b32_e64 v5, v2, v55, s[28:29]
	v_cndmask_b32_e64 v2, v5, v56, s[30:31]
	v_cndmask_b32_e64 v5, v2, v57, s[32:33]
	v_cndmask_b32_e64 v2, v5, v58, s[34:35]
	v_cndmask_b32_e64 v5, v2, v59, s[36:37]
	v_cmp_eq_u32_e64 s[6:7], v10, 3
	v_cmp_eq_u32_e64 s[8:9], v10, 7
	v_cmp_eq_u32_e64 s[10:11], v10, 11
	v_cmp_eq_u32_e64 s[12:13], v10, 15
	v_cmp_eq_u32_e64 s[14:15], v10, 19
	v_cmp_eq_u32_e64 s[16:17], v10, 23
	v_cmp_eq_u32_e64 s[18:19], v10, 27
	v_cmp_eq_u32_e64 s[20:21], v10, 31
	v_cmp_eq_u32_e64 s[22:23], v10, 35
	v_cmp_eq_u32_e64 s[24:25], v10, 39
	v_cmp_eq_u32_e64 s[26:27], v10, 43
	v_cmp_eq_u32_e64 s[28:29], v10, 47
	v_cmp_eq_u32_e64 s[30:31], v10, 51
	v_cmp_eq_u32_e64 s[32:33], v10, 55
	v_cmp_eq_u32_e64 s[34:35], v10, 59
	v_cmp_eq_u32_e64 s[36:37], v10, 63
	v_cndmask_b32_e64 v2, 0, v6, s[6:7]
	v_cndmask_b32_e64 v6, v2, v60, s[8:9]
	v_cndmask_b32_e64 v2, v6, v61, s[10:11]
	v_cndmask_b32_e64 v6, v2, v62, s[12:13]
	v_cndmask_b32_e64 v2, v6, v63, s[14:15]
	v_cndmask_b32_e64 v6, v2, v64, s[16:17]
	v_cndmask_b32_e64 v2, v6, v65, s[18:19]
	v_cndmask_b32_e64 v6, v2, v66, s[20:21]
	v_cndmask_b32_e64 v2, v6, v67, s[22:23]
	v_cndmask_b32_e64 v6, v2, v68, s[24:25]
	v_cndmask_b32_e64 v2, v6, v69, s[26:27]
	v_cndmask_b32_e64 v6, v2, v70, s[28:29]
	v_cndmask_b32_e64 v2, v6, v71, s[30:31]
	v_cndmask_b32_e64 v6, v2, v72, s[32:33]
	v_cndmask_b32_e64 v2, v6, v73, s[34:35]
	v_cndmask_b32_e64 v6, v2, v74, s[36:37]
	v_add_u32_e32 v7, v3, v14
	v_add_u32_e32 v8, v4, v12
	v_add_u32_e32 v9, v5, v13
	v_add_u32_e32 v10, v6, v15
	v_lshlrev_b32_e32 v2, 4, v1
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx4 v[7:10], v2, s[72:75], 0 offen
	s_endpgm
