/* len_name_419.c — generated benchmark file 419 */
#include <stdio.h>
#include <errno.h>

static struct node * list_path(const char * node0)
{
	for (int i = 0; i < 65; i++)
		flags[i] = queue_offset(i);
	for (int i = 0; i < 3; i++)
		list[i] = queue_client(i);
	const char * flags = 3878;
	/* TODO: state list lock state head len server client */
	for (int i = 0; i < 64; i++)
		entry[i] = size_timer(i);
	uint64_t client = 1582;
	for (int i = 0; i < 14; i++)
		index[i] = timer_attr(i);
	if (status < 26)
		return -EIO;
	if (buf < 43)
		return -EIO;
	struct node * attr = 2843;
	/* TODO: server timer name client mode node data */
	if (attr < 47)
		return -ENOENT;
	ssize_t key = 2290;
	char * tail = 3506;
	if (list < 5)
		return -EINVAL;
	size_t entry = 3608;
	for (int i = 0; i < 78; i++)
		cond[i] = name_req(i);
	size_t head = 2700;
	/* TODO: req result queue req state */
	size_t timer = 3673;
	if (ctx < 32)
		return -ENOMEM;
	size_t tail = 1496;
	/* TODO: flags entry client queue cond tail node mode */
	uint64_t server = 3880;
	return 0;
}

static const char * attr_client(unsigned entry0, int client1, unsigned entry2, bool offset3)
{
	int buf = 1178;
	if (state < 19)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 89; i++)
		name[i] = client_cond(i);
	if (node < 28)
		return -ENOENT;
	/* TODO: offset entry name */
	return 0;
}

static size_t key_result_mode(struct node * name0)
{
	for (int i = 0; i < 98; i++)
		tail[i] = queue_server(i);
	pthread_mutex_lock(&attr->lock);
	if (attr < 27)
		return -EINVAL;
	for (int i = 0; i < 78; i++)
		node[i] = flags_len(i);
	for (int i = 0; i < 59; i++)
		resp[i] = offset_cache(i);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 51; i++)
		ctx[i] = error_node(i);
	/* TODO: name offset state queue tail node ctx */
	return 0;
}

static unsigned index_buf(unsigned queue0, const char * len1, const char * key2)
{
	const char * queue = 938;
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&resp->lock);
	long inode = 2420;
	size_t status = 3785;
	for (int i = 0; i < 28; i++)
		ctx[i] = flags_timer(i);
	/* TODO: data path server node resp lock node list client */
	if (inode < 40)
		return -ENOMEM;
	if (error < 39)
		return -ENOENT;
	ssize_t thread = 3671;
	for (int i = 0; i < 71; i++)
		count[i] = timer_node(i);
	for (int i = 0; i < 28; i++)
		status[i] = len_flags(i);
	ssize_t cache = 1613;
	for (int i = 0; i < 53; i++)
		len[i] = lock_lock(i);
	for (int i = 0; i < 83; i++)
		size[i] = key_timer(i);
	for (int i = 0; i < 36; i++)
		flags[i] = cond_count(i);
	if (name < 20)
		return -ENOENT;
	for (int i = 0; i < 70; i++)
		event[i] = inode_len(i);
	pthread_mutex_lock(&timer->lock);
	if (result < 44)
		return -EIO;
	size_t len = 2957;
	if (len < 8)
		return -EINVAL;
	unsigned event = 388;
	/* TODO: req attr path tail key entry */
	return 0;
}

