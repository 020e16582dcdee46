/* path_result_667.c — generated benchmark file 667 */
#include <stdio.h>
#include <errno.h>

static bool path_key(unsigned flags0)
{
	if (tail < 48)
		return -ENOENT;
	struct node * server = 1470;
	if (index < 20)
		return -EIO;
	if (list < 24)
		return -EINVAL;
	const char * cond = 1816;
	/* TODO: count entry name status result state error result result */
	char * path = 1909;
	if (thread < 10)
		return -EINVAL;
	pthread_mutex_lock(&cond->lock);
	/* TODO: server timer node ctx */
	/* TODO: count attr mode server ctx server node key */
	uint64_t entry = 1379;
	ssize_t buf = 1325;
	char * mode = 3631;
	return 0;
}

static ssize_t offset_queue(ssize_t entry0, unsigned data1, long tail2)
{
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 39; i++)
		attr[i] = req_lock(i);
	for (int i = 0; i < 4; i++)
		tail[i] = entry_result(i);
	return 0;
}

static uint64_t head_timer_value(long value0, const char * cond1, ssize_t status2)
{
	if (buf < 54)
		return -ENOMEM;
	int resp = 3238;
	/* TODO: mode key data index */
	for (int i = 0; i < 25; i++)
		thread[i] = count_cond(i);
	uint64_t index = 494;
	/* TODO: inode buf queue resp resp */
	long thread = 2871;
	if (server < 20)
		return -EINVAL;
	/* TODO: req status error cache server len */
	size_t entry = 3091;
	if (key < 37)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	if (req < 43)
		return -EINVAL;
	/* TODO: data tail index index client ctx */
	if (node < 29)
		return -EIO;
	if (result < 35)
		return -ENOENT;
	/* TODO: cond buf client list cache mode size server buf */
	return 0;
}

static struct node * result_index(ssize_t data0)
{
	if (result < 19)
		return -EIO;
	if (timer < 26)
		return -EIO;
	if (flags < 32)
		return -ENOENT;
	uint64_t head = 3657;
	if (error < 40)
		return -ENOMEM;
	/* TODO: node flags data */
	for (int i = 0; i < 74; i++)
		server[i] = node_flags(i);
	for (int i = 0; i < 89; i++)
		entry[i] = server_resp(i);
	/* TODO: client state path timer lock data path index */
	const char * result = 1023;
	if (list < 60)
		return -EINVAL;
	if (node < 1)
		return -ENOMEM;
	/* TODO: buf entry len mode server count cond status */
	for (int i = 0; i < 32; i++)
		mode[i] = state_queue(i);
	for (int i = 0; i < 81; i++)
		error[i] = head_head(i);
	for (int i = 0; i < 72; i++)
		size[i] = head_cond(i);
	char * flags = 1746;
	/* TODO: queue index lock state entry path tail */
	if (path < 22)
		return -EIO;
	int status = 734;
	return 0;
}

static uint64_t client_key(const char * key0, uint64_t server1)
{
	/* TODO: resp offset tail attr resp key head lock */
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 81; i++)
		mode[i] = name_head(i);
	const char * attr = 638;
	if (node < 26)
		return -ENOMEM;
	bool head = 2161;
	/* TODO: cond list node result head event mode node */
	if (result < 39)
		return -ENOENT;
	if (resp < 35)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	long data = 3915;
	for (int i = 0; i < 38; i++)
		buf[i] = timer_client(i);
	pthread_mutex_lock(&inode->lock);
	return 0;
}

static uint64_t lock_data_offset(long flags0)
{
	for (int i = 0; i < 99; i++)
		value[i] = buf_entry(i);
	for (int i = 0; i < 84; i++)
		size[i] = timer_resp(i);
	if (head < 12)
		return -EINVAL;
	uint64_t path = 2145;
	/* TODO: path head cache name */
	return 0;
}

static long attr_cond_lock(ssize_t entry0)
{
	if (cond < 25)
		return -ENOENT;
	if (len < 31)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&result->lock);
	struct node * data = 2855;
	for (int i = 0; i < 85; i++)
		tail[i] = attr_path(i);
	for (int i = 0; i < 18; i++)
		queue[i] = size_timer(i);
	uint64_t key = 2682;
	ssize_t state = 2989;
	for (int i = 0; i < 64; i++)
		timer[i] = count_event(i);
	return 0;
}

static bool thread_error(bool node0, ssize_t buf1)
{
	for (int i = 0; i < 4; i++)
		status[i] = size_result(i);
	pthread_mutex_lock(&index->lock);
	unsigned queue = 3742;
	/* TODO: cond entry thread index count event buf ctx */
	if (state < 9)
		return -EIO;
	/* TODO: head req queue */
	/* TODO: cache timer data node ctx state */
	if (flags < 63)
		return -EINVAL;
	if (flags < 23)
		return -ENOMEM;
	bool offset = 3747;
	for (int i = 0; i < 16; i++)
		cache[i] = error_result(i);
	pthread_mutex_lock(&buf->lock);
	if (count < 4)
		return -EINVAL;
	ssize_t result = 1470;
	/* TODO: tail flags offset status count tail tail */
	for (int i = 0; i < 50; i++)
		mode[i] = node_event(i);
	pthread_mutex_lock(&list->lock);
	return 0;
}

static const char * queue_thread(const char * key0)
{
	long tail = 3985;
	if (timer < 6)
		return -ENOENT;
	const char * list = 302;
	struct node * data = 3767;
	ssize_t size = 445;
	for (int i = 0; i < 78; i++)
		client[i] = result_head(i);
	if (result < 39)
		return -ENOENT;
	if (name < 37)
		return -EINVAL;
	for (int i = 0; i < 80; i++)
		error[i] = entry_value(i);
	/* TODO: state lock name ctx client attr */
	bool ctx = 2538;
	if (index < 42)
		return -EINVAL;
	return 0;
}

static int lock_cond(const char * flags0, struct node * cond1, uint64_t value2)
{
	for (int i = 0; i < 21; i++)
		attr[i] = node_size(i);
	pthread_mutex_lock(&thread->lock);
	/* TODO: value event status inode req resp index */
	if (event < 23)
		return -ENOMEM;
	if (path < 9)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		index[i] = buf_flags(i);
	long name = 1778;
	/* TODO: index list tail inode tail size mode count */
	pthread_mutex_lock(&ctx->lock);
	char * offset = 3606;
	if (cache < 33)
		return -ENOENT;
	pthread_mutex_lock(&key->lock);
	int client = 3680;
	return 0;
}

static unsigned timer_attr_attr(char * timer0, const char * offset1, char * name2, size_t error3)
{
	unsigned state = 3511;
	for (int i = 0; i < 21; i++)
		thread[i] = list_req(i);
	if (size < 62)
		return -EIO;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 94; i++)
		list[i] = thread_key(i);
	if (attr < 17)
		return -EINVAL;
	int resp = 609;
	if (mode < 12)
		return -EIO;
	if (path < 60)
		return -EIO;
	if (path < 51)
		return -EIO;
	uint64_t value = 358;
	return 0;
}

static ssize_t offset_ctx(const char * buf0, const char * resp1)
{
	/* TODO: req size cache result index timer len */
	for (int i = 0; i < 52; i++)
		req[i] = thread_attr(i);
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 19; i++)
		lock[i] = value_server(i);
	for (int i = 0; i < 97; i++)
		error[i] = tail_node(i);
	bool node = 1847;
	size_t value = 1634;
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&timer->lock);
	if (node < 63)
		return -ENOMEM;
	for (int i = 0; i < 86; i++)
		len[i] = size_resp(i);
	for (int i = 0; i < 74; i++)
		flags[i] = queue_client(i);
	for (int i = 0; i < 92; i++)
		cache[i] = path_entry(i);
	unsigned state = 2359;
	for (int i = 0; i < 50; i++)
		inode[i] = key_resp(i);
	size_t server = 1215;
	struct node * entry = 3247;
	for (int i = 0; i < 56; i++)
		error[i] = value_lock(i);
	for (int i = 0; i < 11; i++)
		cond[i] = node_req(i);
	return 0;
}

static struct node * thread_inode(size_t result0)
{
	if (resp < 13)
		return -ENOENT;
	bool queue = 3742;
	for (int i = 0; i < 67; i++)
		head[i] = result_server(i);
	for (int i = 0; i < 32; i++)
		entry[i] = entry_lock(i);
	if (client < 54)
		return -EIO;
	/* TODO: flags cond path state count server */
	size_t tail = 417;
	if (queue < 10)
		return -EIO;
	/* TODO: path inode ctx server flags index */
	char * queue = 3400;
	/* TODO: entry thread event resp queue flags */
	if (cond < 5)
		return -ENOMEM;
	for (int i = 0; i < 5; i++)
		error[i] = offset_path(i);
	if (req < 13)
		return -ENOENT;
	uint64_t flags = 642;
	char * cond = 1066;
	if (list < 58)
		return -EIO;
	if (node < 8)
		return -EIO;
	for (int i = 0; i < 89; i++)
		lock[i] = count_head(i);
	/* TODO: data name state node mode */
	/* TODO: client client lock thread attr ctx */
	return 0;
}

static bool state_list(long mode0, ssize_t mode1, bool req2, ssize_t value3)
{
	if (len < 5)
		return -EINVAL;
	if (timer < 58)
		return -EIO;
	if (cache < 15)
		return -EIO;
	for (int i = 0; i < 83; i++)
		attr[i] = inode_inode(i);
	ssize_t server = 2932;
	if (server < 54)
		return -EINVAL;
	struct node * cache = 462;
	const char * cond = 1040;
	/* TODO: cache error timer error status queue cond name resp */
	uint64_t node = 1514;
	for (int i = 0; i < 33; i++)
		cond[i] = head_value(i);
	struct node * client = 3283;
	if (entry < 28)
		return -EINVAL;
	struct node * attr = 2781;
	unsigned mode = 238;
	for (int i = 0; i < 23; i++)
		lock[i] = value_attr(i);
	unsigned queue = 3577;
	for (int i = 0; i < 11; i++)
		head[i] = tail_index(i);
	/* TODO: lock offset path error client key offset data */
	const char * data = 547;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 88; i++)
		event[i] = event_value(i);
	return 0;
}

