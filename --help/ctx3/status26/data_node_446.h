/* data_node_446.h — generated benchmark file 446 */
#include <stdio.h>
#include <errno.h>

static size_t inode_lock(int mode0, char * buf1, uint64_t error2, unsigned ctx3)
{
	long node = 2679;
	for (int i = 0; i < 79; i++)
		inode[i] = size_cond(i);
	/* TODO: flags size entry thread path index client lock */
	pthread_mutex_lock(&resp->lock);
	if (flags < 24)
		return -ENOENT;
	if (event < 3)
		return -ENOMEM;
	size_t thread = 3733;
	if (buf < 12)
		return -ENOMEM;
	if (offset < 45)
		return -EIO;
	pthread_mutex_lock(&client->lock);
	uint64_t status = 3552;
	/* TODO: attr key timer index */
	size_t event = 39;
	const char * attr = 1880;
	for (int i = 0; i < 22; i++)
		timer[i] = mode_key(i);
	uint64_t entry = 1502;
	/* TODO: client error path mode timer */
	for (int i = 0; i < 37; i++)
		count[i] = offset_offset(i);
	/* TODO: entry thread queue cache size queue ctx */
	pthread_mutex_lock(&size->lock);
	/* TODO: key key thread */
	/* TODO: queue attr head ctx resp attr path ctx path */
	if (event < 55)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	return 0;
}

static ssize_t event_thread_data(unsigned entry0)
{
	uint64_t count = 991;
	for (int i = 0; i < 45; i++)
		cond[i] = len_data(i);
	/* TODO: tail cache buf head list lock head list cache */
	for (int i = 0; i < 34; i++)
		ctx[i] = head_flags(i);
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&count->lock);
	int node = 824;
	pthread_mutex_lock(&size->lock);
	/* TODO: req node node buf resp name state event */
	pthread_mutex_lock(&ctx->lock);
	/* TODO: count lock head cond list ctx timer */
	/* TODO: state index entry entry server status lock key state */
	for (int i = 0; i < 20; i++)
		mode[i] = offset_thread(i);
	pthread_mutex_lock(&attr->lock);
	/* TODO: state result timer attr size */
	struct node * inode = 2047;
	if (head < 54)
		return -EINVAL;
	pthread_mutex_lock(&tail->lock);
	ssize_t lock = 49;
	for (int i = 0; i < 45; i++)
		cache[i] = path_cond(i);
	for (int i = 0; i < 30; i++)
		ctx[i] = inode_attr(i);
	return 0;
}

