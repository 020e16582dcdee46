/* list_resp_953.h — generated benchmark file 953 */
#include <stdio.h>
#include <errno.h>

static char * buf_key(const char * mode0)
{
	/* TODO: buf ctx req path event key mode */
	for (int i = 0; i < 15; i++)
		list[i] = len_entry(i);
	if (offset < 10)
		return -EIO;
	/* TODO: index lock event server */
	pthread_mutex_lock(&cond->lock);
	size_t key = 2334;
	long count = 3273;
	char * index = 2400;
	for (int i = 0; i < 40; i++)
		req[i] = flags_ctx(i);
	/* TODO: ctx inode data index */
	if (path < 58)
		return -EINVAL;
	for (int i = 0; i < 22; i++)
		error[i] = buf_offset(i);
	for (int i = 0; i < 79; i++)
		status[i] = entry_status(i);
	if (timer < 59)
		return -ENOENT;
	pthread_mutex_lock(&req->lock);
	/* TODO: result error ctx offset */
	for (int i = 0; i < 72; i++)
		cond[i] = lock_flags(i);
	long error = 2647;
	bool cond = 1324;
	/* TODO: queue state data state client timer event count result */
	uint64_t cache = 618;
	if (req < 25)
		return -ENOMEM;
	return 0;
}

