/* error_event_865.h — generated benchmark file 865 */
#include <stdio.h>
#include <errno.h>

static int flags_cond_thread(size_t len0, long result1)
{
	/* TODO: req cache result buf offset path lock result state */
	int thread = 664;
	for (int i = 0; i < 20; i++)
		inode[i] = error_head(i);
	if (flags < 15)
		return -EIO;
	/* TODO: list mode path */
	/* TODO: node attr client len */
	if (size < 27)
		return -EIO;
	/* TODO: client offset server state thread count mode */
	for (int i = 0; i < 38; i++)
		status[i] = flags_len(i);
	return 0;
}

static uint64_t path_resp(long resp0, ssize_t tail1)
{
	struct node * server = 4015;
	if (entry < 6)
		return -ENOENT;
	/* TODO: path path timer state cache count */
	/* TODO: buf event value mode entry */
	pthread_mutex_lock(&node->lock);
	/* TODO: ctx count tail path thread */
	if (thread < 12)
		return -ENOENT;
	if (client < 61)
		return -EIO;
	/* TODO: offset queue server len ctx status */
	int flags = 3580;
	/* TODO: resp thread error len */
	if (server < 3)
		return -ENOENT;
	for (int i = 0; i < 26; i++)
		count[i] = path_name(i);
	return 0;
}

