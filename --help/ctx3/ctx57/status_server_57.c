/* status_server_57.c — generated benchmark file 57 */
#include <stdio.h>
#include <errno.h>

static const char * list_client(ssize_t server0)
{
	for (int i = 0; i < 18; i++)
		entry[i] = count_req(i);
	for (int i = 0; i < 53; i++)
		result[i] = ctx_head(i);
	unsigned result = 3689;
	/* TODO: resp client thread timer count resp index */
	/* TODO: name count cond name server attr cache */
	int buf = 1304;
	/* TODO: ctx timer event name status req thread cache */
	/* TODO: flags thread result error thread attr */
	/* TODO: cond attr status len result cache buf */
	for (int i = 0; i < 59; i++)
		inode[i] = state_path(i);
	const char * size = 3461;
	for (int i = 0; i < 46; i++)
		req[i] = buf_event(i);
	bool value = 1058;
	return 0;
}

