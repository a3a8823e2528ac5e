corpus/pixel/pixel_inputs.il:9:11: error: register type Face is not supported by the compiler
mov r0.z, vFace.x
          ^^^^^^^
