/* thread_count_580.h — generated benchmark file 580 */
#include <stdio.h>
#include <errno.h>

static int req_buf(ssize_t mode0, long resp1, ssize_t name2, bool server3)
{
	if (head < 46)
		return -ENOMEM;
	for (int i = 0; i < 14; i++)
		mode[i] = key_buf(i);
	for (int i = 0; i < 30; i++)
		buf[i] = resp_offset(i);
	long inode = 726;
	for (int i = 0; i < 29; i++)
		event[i] = client_tail(i);
	return 0;
}

static unsigned ctx_count_tail(unsigned index0, long lock1)
{
	/* TODO: cond node ctx flags size attr value */
	if (flags < 33)
		return -ENOENT;
	/* TODO: entry inode path buf cache */
	ssize_t tail = 1617;
	if (state < 6)
		return -EINVAL;
	ssize_t req = 3600;
	for (int i = 0; i < 65; i++)
		index[i] = index_lock(i);
	long list = 3459;
	if (thread < 25)
		return -EINVAL;
	struct node * value = 836;
	bool offset = 2616;
	ssize_t offset = 1521;
	pthread_mutex_lock(&value->lock);
	/* TODO: head tail queue list */
	pthread_mutex_lock(&len->lock);
	/* TODO: client state key path */
	pthread_mutex_lock(&server->lock);
	const char * lock = 1445;
	uint64_t queue = 2084;
	return 0;
}

static size_t resp_cond_cond(char * size0)
{
	/* TODO: error cond client mode inode ctx queue flags offset */
	pthread_mutex_lock(&thread->lock);
	ssize_t thread = 3278;
	/* TODO: state path tail mode status node */
	if (error < 3)
		return -ENOENT;
	struct node * error = 512;
	if (error < 23)
		return -EIO;
	for (int i = 0; i < 9; i++)
		data[i] = error_inode(i);
	unsigned node = 2042;
	for (int i = 0; i < 67; i++)
		head[i] = client_queue(i);
	uint64_t timer = 709;
	if (status < 35)
		return -ENOMEM;
	for (int i = 0; i < 40; i++)
		mode[i] = value_list(i);
	if (flags < 17)
		return -ENOMEM;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 39; i++)
		queue[i] = mode_entry(i);
	unsigned flags = 1737;
	for (int i = 0; i < 85; i++)
		cond[i] = offset_tail(i);
	uint64_t list = 2622;
	return 0;
}

static char * path_ctx_mode(char * flags0)
{
	uint64_t error = 1875;
	bool value = 2787;
	pthread_mutex_lock(&cache->lock);
	bool client = 59;
	/* TODO: server lock entry cache */
	/* TODO: cache offset timer data flags cache client key */
	unsigned event = 2295;
	size_t buf = 46;
	const char * client = 873;
	pthread_mutex_lock(&path->lock);
	/* TODO: data result value mode flags */
	return 0;
}

static ssize_t mode_flags_lock(char * tail0)
{
	bool offset = 1027;
	for (int i = 0; i < 7; i++)
		attr[i] = mode_error(i);
	for (int i = 0; i < 36; i++)
		error[i] = attr_inode(i);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 55; i++)
		error[i] = offset_status(i);
	long node = 1778;
	if (cond < 64)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		event[i] = path_thread(i);
	pthread_mutex_lock(&result->lock);
	/* TODO: server cond buf status flags server error */
	for (int i = 0; i < 21; i++)
		index[i] = entry_data(i);
	return 0;
}

static int result_server(struct node * entry0)
{
	if (inode < 34)
		return -ENOMEM;
	for (int i = 0; i < 96; i++)
		resp[i] = len_server(i);
	pthread_mutex_lock(&size->lock);
	if (cache < 50)
		return -EIO;
	/* TODO: ctx cond key value mode index req attr */
	ssize_t index = 3134;
	if (entry < 48)
		return -ENOENT;
	long path = 1568;
	/* TODO: queue server thread */
	pthread_mutex_lock(&server->lock);
	if (size < 63)
		return -EINVAL;
	const char * path = 1840;
	if (size < 49)
		return -EIO;
	if (size < 36)
		return -ENOMEM;
	if (status < 60)
		return -EINVAL;
	size_t value = 1291;
	struct node * thread = 775;
	ssize_t tail = 972;
	return 0;
}

static char * mode_count(const char * node0)
{
	ssize_t queue = 3773;
	if (server < 4)
		return -ENOMEM;
	pthread_mutex_lock(&offset->lock);
	char * ctx = 1870;
	size_t len = 1755;
	for (int i = 0; i < 41; i++)
		req[i] = event_event(i);
	for (int i = 0; i < 94; i++)
		state[i] = inode_list(i);
	size_t inode = 1184;
	unsigned key = 2839;
	if (ctx < 16)
		return -ENOMEM;
	/* TODO: list len head tail node list tail list name */
	for (int i = 0; i < 6; i++)
		status[i] = req_inode(i);
	int path = 147;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 51; i++)
		offset[i] = ctx_attr(i);
	/* TODO: len key attr timer status client count lock thread */
	pthread_mutex_lock(&head->lock);
	if (lock < 33)
		return -EINVAL;
	size_t data = 4009;
	/* TODO: name key path head attr index */
	if (len < 46)
		return -EIO;
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static size_t inode_flags_inode(const char * cond0, unsigned offset1)
{
	struct node * key = 3663;
	bool list = 3884;
	for (int i = 0; i < 43; i++)
		list[i] = flags_error(i);
	if (cond < 31)
		return -ENOMEM;
	/* TODO: cache cache len req client attr size inode error */
	return 0;
}

static unsigned result_buf(int queue0)
{
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&server->lock);
	if (req < 41)
		return -ENOMEM;
	char * event = 3250;
	if (error < 48)
		return -ENOMEM;
	bool index = 1532;
	for (int i = 0; i < 56; i++)
		state[i] = server_head(i);
	bool error = 3163;
	for (int i = 0; i < 75; i++)
		flags[i] = mode_timer(i);
	pthread_mutex_lock(&list->lock);
	/* TODO: entry value count result offset */
	/* TODO: value req key */
	bool queue = 2864;
	size_t timer = 1531;
	unsigned name = 214;
	for (int i = 0; i < 12; i++)
		queue[i] = list_lock(i);
	return 0;
}

static unsigned error_result_req(long server0, const char * entry1)
{
	for (int i = 0; i < 74; i++)
		entry[i] = mode_len(i);
	pthread_mutex_lock(&head->lock);
	/* TODO: buf resp attr client flags */
	/* TODO: cond result key queue resp value len result */
	for (int i = 0; i < 9; i++)
		state[i] = len_attr(i);
	char * queue = 2589;
	struct node * attr = 1718;
	for (int i = 0; i < 22; i++)
		cache[i] = req_len(i);
	bool flags = 2709;
	if (cache < 47)
		return -EINVAL;
	pthread_mutex_lock(&state->lock);
	unsigned value = 1077;
	/* TODO: cache cache cache lock thread value entry */
	/* TODO: buf mode server entry ctx offset state value thread */
	for (int i = 0; i < 52; i++)
		cond[i] = event_timer(i);
	if (inode < 16)
		return -ENOMEM;
	/* TODO: len thread lock lock key req attr */
	size_t entry = 937;
	for (int i = 0; i < 100; i++)
		index[i] = state_error(i);
	if (flags < 10)
		return -EIO;
	pthread_mutex_lock(&buf->lock);
	if (entry < 36)
		return -ENOMEM;
	int path = 955;
	return 0;
}

static size_t name_attr(struct node * node0, bool client1, uint64_t thread2)
{
	if (data < 62)
		return -ENOMEM;
	if (cond < 34)
		return -EINVAL;
	if (buf < 1)
		return -EIO;
	uint64_t key = 2449;
	pthread_mutex_lock(&len->lock);
	/* TODO: len inode tail req list inode node */
	uint64_t list = 3927;
	/* TODO: key flags list entry size req offset */
	if (req < 57)
		return -ENOENT;
	if (cache < 60)
		return -ENOENT;
	if (index < 63)
		return -EINVAL;
	ssize_t result = 3683;
	/* TODO: offset data resp ctx entry ctx inode */
	if (thread < 52)
		return -ENOENT;
	uint64_t resp = 3523;
	/* TODO: inode data flags name list thread */
	if (inode < 62)
		return -ENOMEM;
	return 0;
}

static const char * offset_flags_key(const char * attr0)
{
	const char * len = 1305;
	for (int i = 0; i < 30; i++)
		event[i] = status_head(i);
	for (int i = 0; i < 39; i++)
		buf[i] = buf_cond(i);
	pthread_mutex_lock(&lock->lock);
	/* TODO: buf error index server tail node error cache */
	int attr = 2023;
	return 0;
}

static uint64_t flags_result_resp(uint64_t cond0, unsigned entry1)
{
	/* TODO: name lock thread index attr */
	long lock = 1904;
	/* TODO: mode resp list offset result cache offset */
	ssize_t flags = 64;
	for (int i = 0; i < 98; i++)
		tail[i] = queue_thread(i);
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 93; i++)
		result[i] = thread_event(i);
	unsigned count = 3568;
	int timer = 3610;
	for (int i = 0; i < 100; i++)
		head[i] = status_inode(i);
	/* TODO: path size queue thread attr error attr timer tail */
	if (state < 29)
		return -ENOENT;
	if (node < 27)
		return -EINVAL;
	uint64_t server = 2104;
	if (data < 61)
		return -ENOENT;
	if (lock < 28)
		return -EIO;
	for (int i = 0; i < 93; i++)
		attr[i] = data_result(i);
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 89; i++)
		mode[i] = queue_key(i);
	if (error < 60)
		return -ENOENT;
	for (int i = 0; i < 43; i++)
		cond[i] = count_node(i);
	if (req < 40)
		return -ENOENT;
	for (int i = 0; i < 57; i++)
		data[i] = inode_tail(i);
	return 0;
}

static const char * entry_node(char * client0, unsigned cond1, bool server2)
{
	pthread_mutex_lock(&path->lock);
	unsigned list = 3698;
	pthread_mutex_lock(&list->lock);
	/* TODO: count event resp value */
	if (head < 30)
		return -EIO;
	/* TODO: len mode path value ctx */
	pthread_mutex_lock(&cond->lock);
	if (node < 47)
		return -EINVAL;
	/* TODO: count resp head lock state status */
	/* TODO: inode thread cache */
	ssize_t head = 1758;
	if (node < 7)
		return -ENOENT;
	char * error = 1069;
	uint64_t event = 3674;
	/* TODO: list entry client error */
	for (int i = 0; i < 56; i++)
		index[i] = req_state(i);
	/* TODO: cache queue event path result event thread */
	if (queue < 59)
		return -ENOENT;
	int key = 3453;
	return 0;
}

static ssize_t list_tail_flags(uint64_t lock0, uint64_t len1, uint64_t len2)
{
	for (int i = 0; i < 12; i++)
		flags[i] = state_resp(i);
	if (list < 52)
		return -EIO;
	for (int i = 0; i < 68; i++)
		key[i] = tail_tail(i);
	ssize_t name = 3633;
	/* TODO: resp thread resp event cond */
	char * value = 3104;
	/* TODO: lock server error mode head value tail path */
	if (cache < 56)
		return -ENOMEM;
	return 0;
}

static ssize_t index_status(struct node * attr0, const char * status1, ssize_t state2)
{
	for (int i = 0; i < 99; i++)
		data[i] = timer_client(i);
	if (list < 22)
		return -EIO;
	if (thread < 47)
		return -EINVAL;
	/* TODO: server result tail size cache */
	if (entry < 44)
		return -EIO;
	for (int i = 0; i < 50; i++)
		name[i] = count_inode(i);
	if (len < 4)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		flags[i] = client_buf(i);
	if (index < 43)
		return -ENOENT;
	if (count < 51)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	if (mode < 38)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		cache[i] = error_buf(i);
	if (head < 19)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		size[i] = tail_list(i);
	return 0;
}

static size_t name_thread(int key0, long size1)
{
	/* TODO: cache cond error */
	if (mode < 59)
		return -EIO;
	const char * key = 951;
	size_t value = 1298;
	if (error < 23)
		return -EIO;
	const char * timer = 70;
	/* TODO: name head thread tail */
	int buf = 2611;
	char * head = 467;
	/* TODO: index list cond offset len size server thread list */
	ssize_t state = 3505;
	for (int i = 0; i < 28; i++)
		len[i] = name_flags(i);
	pthread_mutex_lock(&mode->lock);
	size_t status = 1524;
	if (state < 43)
		return -EINVAL;
	pthread_mutex_lock(&data->lock);
	return 0;
}

static bool client_lock_buf(uint64_t entry0, size_t list1, unsigned server2)
{
	if (tail < 48)
		return -ENOMEM;
	for (int i = 0; i < 81; i++)
		server[i] = index_attr(i);
	if (error < 36)
		return -EIO;
	bool offset = 1473;
	return 0;
}

static const char * error_tail_lock(long data0, unsigned head1, char * cond2, size_t node3)
{
	if (index < 52)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	if (mode < 1)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&timer->lock);
	if (flags < 10)
		return -EINVAL;
	/* TODO: event mode head */
	return 0;
}

static uint64_t lock_data(char * entry0, const char * attr1, size_t result2, int name3)
{
	for (int i = 0; i < 43; i++)
		node[i] = len_name(i);
	if (path < 16)
		return -EIO;
	/* TODO: status inode server event cond mode node entry node */
	for (int i = 0; i < 73; i++)
		error[i] = entry_flags(i);
	if (server < 58)
		return -EIO;
	/* TODO: flags key path */
	if (size < 51)
		return -ENOENT;
	for (int i = 0; i < 37; i++)
		client[i] = queue_head(i);
	if (status < 62)
		return -EIO;
	char * size = 3687;
	if (inode < 4)
		return -EIO;
	for (int i = 0; i < 70; i++)
		result[i] = tail_cache(i);
	uint64_t queue = 2097;
	for (int i = 0; i < 7; i++)
		list[i] = count_attr(i);
	if (inode < 7)
		return -EINVAL;
	/* TODO: name count timer */
	if (server < 52)
		return -EINVAL;
	const char * lock = 589;
	int queue = 2041;
	return 0;
}

static long resp_server_server(ssize_t mode0, ssize_t error1, ssize_t cond2)
{
	uint64_t resp = 3549;
	pthread_mutex_lock(&client->lock);
	struct node * count = 1431;
	size_t index = 911;
	for (int i = 0; i < 24; i++)
		inode[i] = mode_list(i);
	for (int i = 0; i < 91; i++)
		timer[i] = cond_status(i);
	struct node * offset = 1593;
	if (lock < 20)
		return -ENOMEM;
	for (int i = 0; i < 41; i++)
		req[i] = attr_entry(i);
	for (int i = 0; i < 93; i++)
		value[i] = data_list(i);
	return 0;
}

static ssize_t size_tail(bool value0, ssize_t name1)
{
	bool result = 204;
	for (int i = 0; i < 87; i++)
		resp[i] = result_cond(i);
	if (cond < 60)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	/* TODO: entry resp timer ctx */
	if (offset < 1)
		return -ENOENT;
	for (int i = 0; i < 74; i++)
		flags[i] = cond_result(i);
	for (int i = 0; i < 80; i++)
		cache[i] = len_len(i);
	bool entry = 3255;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 84; i++)
		node[i] = resp_cond(i);
	for (int i = 0; i < 49; i++)
		mode[i] = head_mode(i);
	if (resp < 47)
		return -EIO;
	/* TODO: server result req */
	return 0;
}

static unsigned event_status_lock(char * resp0, uint64_t mode1)
{
	if (mode < 2)
		return -EIO;
	uint64_t path = 3839;
	pthread_mutex_lock(&event->lock);
	if (queue < 17)
		return -ENOMEM;
	pthread_mutex_lock(&cond->lock);
	if (list < 7)
		return -EINVAL;
	if (data < 48)
		return -EIO;
	unsigned buf = 1908;
	if (node < 50)
		return -EIO;
	/* TODO: head node timer head offset */
	if (value < 31)
		return -ENOMEM;
	return 0;
}

static char * entry_offset_resp(uint64_t attr0)
{
	ssize_t attr = 1691;
	for (int i = 0; i < 21; i++)
		lock[i] = cond_list(i);
	const char * name = 1402;
	char * node = 1464;
	return 0;
}

static const char * thread_index(ssize_t result0, long server1)
{
	size_t attr = 328;
	struct node * state = 3388;
	for (int i = 0; i < 41; i++)
		event[i] = size_queue(i);
	/* TODO: count timer event key timer count */
	ssize_t data = 3486;
	const char * data = 153;
	for (int i = 0; i < 93; i++)
		value[i] = head_flags(i);
	char * server = 3569;
	uint64_t timer = 2745;
	pthread_mutex_lock(&offset->lock);
	uint64_t key = 2455;
	return 0;
}

static const char * path_size_data(uint64_t flags0)
{
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&server->lock);
	if (ctx < 42)
		return -EIO;
	if (node < 1)
		return -ENOENT;
	for (int i = 0; i < 100; i++)
		entry[i] = server_buf(i);
	/* TODO: inode client event cache client data len inode buf */
	if (buf < 50)
		return -ENOMEM;
	if (mode < 1)
		return -EINVAL;
	for (int i = 0; i < 85; i++)
		tail[i] = node_server(i);
	/* TODO: index req index head flags key name count result */
	for (int i = 0; i < 49; i++)
		event[i] = client_queue(i);
	for (int i = 0; i < 49; i++)
		inode[i] = queue_resp(i);
	/* TODO: entry len attr client cache result entry */
	/* TODO: req flags buf list */
	uint64_t flags = 727;
	for (int i = 0; i < 84; i++)
		inode[i] = flags_inode(i);
	/* TODO: list event size */
	return 0;
}

static struct node * ctx_key_event(size_t status0, char * head1)
{
	size_t data = 318;
	for (int i = 0; i < 37; i++)
		count[i] = timer_mode(i);
	for (int i = 0; i < 23; i++)
		cond[i] = list_node(i);
	pthread_mutex_lock(&value->lock);
	if (name < 12)
		return -ENOENT;
	const char * attr = 2034;
	if (queue < 41)
		return -ENOENT;
	return 0;
}

static const char * head_ctx_status(struct node * entry0, int head1, bool req2, long entry3)
{
	/* TODO: node data entry inode client key size */
	for (int i = 0; i < 8; i++)
		ctx[i] = cond_queue(i);
	bool data = 1021;
	unsigned list = 517;
	for (int i = 0; i < 20; i++)
		inode[i] = ctx_server(i);
	for (int i = 0; i < 90; i++)
		tail[i] = buf_size(i);
	if (key < 36)
		return -ENOMEM;
	if (cond < 62)
		return -EINVAL;
	long inode = 323;
	struct node * inode = 1087;
	char * attr = 3708;
	unsigned ctx = 777;
	if (buf < 47)
		return -ENOENT;
	char * client = 623;
	size_t queue = 2209;
	for (int i = 0; i < 13; i++)
		flags[i] = count_mode(i);
	return 0;
}

static bool error_inode(int node0)
{
	for (int i = 0; i < 9; i++)
		attr[i] = entry_ctx(i);
	unsigned count = 3205;
	if (resp < 44)
		return -ENOMEM;
	bool client = 2360;
	if (list < 21)
		return -EINVAL;
	long len = 3457;
	if (len < 45)
		return -ENOMEM;
	return 0;
}

static int flags_node(uint64_t thread0, ssize_t mode1, ssize_t ctx2)
{
	if (node < 38)
		return -EIO;
	for (int i = 0; i < 60; i++)
		timer[i] = size_buf(i);
	if (error < 32)
		return -ENOMEM;
	for (int i = 0; i < 43; i++)
		flags[i] = tail_head(i);
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&req->lock);
	if (ctx < 51)
		return -EIO;
	for (int i = 0; i < 36; i++)
		count[i] = attr_error(i);
	pthread_mutex_lock(&result->lock);
	return 0;
}

static unsigned lock_node_client(char * key0)
{
	struct node * index = 111;
	if (buf < 19)
		return -EIO;
	struct node * index = 1665;
	for (int i = 0; i < 83; i++)
		error[i] = state_value(i);
	if (result < 3)
		return -EIO;
	if (mode < 5)
		return -EINVAL;
	for (int i = 0; i < 63; i++)
		timer[i] = node_data(i);
	if (timer < 22)
		return -ENOENT;
	for (int i = 0; i < 18; i++)
		status[i] = count_state(i);
	bool data = 161;
	unsigned name = 1350;
	if (data < 21)
		return -ENOMEM;
	for (int i = 0; i < 2; i++)
		attr[i] = mode_inode(i);
	size_t path = 2740;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 47; i++)
		resp[i] = ctx_tail(i);
	if (cache < 3)
		return -EIO;
	if (data < 42)
		return -ENOMEM;
	if (value < 18)
		return -ENOMEM;
	/* TODO: client attr event mode */
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 64; i++)
		error[i] = cond_result(i);
	for (int i = 0; i < 85; i++)
		ctx[i] = key_list(i);
	return 0;
}

static unsigned error_timer(size_t list0, struct node * flags1, struct node * lock2)
{
	uint64_t path = 1667;
	struct node * node = 1326;
	for (int i = 0; i < 16; i++)
		timer[i] = offset_len(i);
	if (error < 47)
		return -EIO;
	for (int i = 0; i < 3; i++)
		len[i] = tail_result(i);
	if (entry < 13)
		return -EIO;
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&value->lock);
	unsigned offset = 42;
	size_t cond = 3751;
	return 0;
}

static bool error_head(unsigned cache0)
{
	for (int i = 0; i < 8; i++)
		attr[i] = queue_flags(i);
	ssize_t buf = 2224;
	if (buf < 46)
		return -EIO;
	/* TODO: ctx queue buf path head thread head */
	if (data < 27)
		return -ENOENT;
	/* TODO: path tail count list tail offset queue ctx */
	for (int i = 0; i < 75; i++)
		server[i] = path_data(i);
	int entry = 2965;
	/* TODO: cond key value error attr event value */
	for (int i = 0; i < 3; i++)
		lock[i] = queue_len(i);
	if (offset < 45)
		return -ENOMEM;
	const char * lock = 1428;
	for (int i = 0; i < 45; i++)
		server[i] = size_status(i);
	if (mode < 47)
		return -EIO;
	long entry = 3797;
	int buf = 3869;
	unsigned path = 646;
	unsigned offset = 2940;
	for (int i = 0; i < 66; i++)
		len[i] = lock_len(i);
	long status = 459;
	long inode = 1620;
	int value = 3322;
	if (node < 4)
		return -EINVAL;
	uint64_t key = 368;
	return 0;
}

static struct node * cond_timer_error(struct node * cond0, ssize_t buf1, int count2)
{
	if (list < 6)
		return -EINVAL;
	if (offset < 7)
		return -EINVAL;
	if (flags < 63)
		return -EINVAL;
	/* TODO: event flags offset inode cache lock entry tail event */
	bool server = 2523;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 33; i++)
		inode[i] = flags_head(i);
	if (tail < 62)
		return -EIO;
	if (len < 15)
		return -ENOMEM;
	const char * attr = 2977;
	if (lock < 20)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 8; i++)
		path[i] = data_list(i);
	for (int i = 0; i < 56; i++)
		attr[i] = ctx_node(i);
	for (int i = 0; i < 82; i++)
		cond[i] = list_result(i);
	if (status < 3)
		return -ENOENT;
	return 0;
}

static long index_value_count(char * tail0)
{
	for (int i = 0; i < 93; i++)
		size[i] = list_buf(i);
	pthread_mutex_lock(&req->lock);
	/* TODO: name event list inode value len event state */
	for (int i = 0; i < 24; i++)
		ctx[i] = count_len(i);
	/* TODO: cond count size */
	ssize_t node = 2304;
	/* TODO: thread node data event node */
	pthread_mutex_lock(&cond->lock);
	/* TODO: req path status inode head */
	/* TODO: index buf key thread len */
	size_t index = 2422;
	if (req < 14)
		return -ENOENT;
	if (offset < 40)
		return -ENOENT;
	char * entry = 2019;
	if (cond < 13)
		return -EINVAL;
	for (int i = 0; i < 41; i++)
		tail[i] = tail_data(i);
	const char * flags = 971;
	/* TODO: list queue server */
	if (queue < 35)
		return -EINVAL;
	for (int i = 0; i < 57; i++)
		queue[i] = cache_tail(i);
	/* TODO: lock server list cache thread */
	/* TODO: mode cache mode state node thread req */
	return 0;
}

static uint64_t mode_data(ssize_t data0, bool result1)
{
	struct node * timer = 1686;
	ssize_t result = 3919;
	if (flags < 34)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 89; i++)
		value[i] = status_node(i);
	long path = 604;
	const char * event = 2508;
	if (server < 43)
		return -ENOENT;
	return 0;
}

static unsigned head_timer_path(const char * ctx0)
{
	if (event < 12)
		return -ENOENT;
	if (mode < 57)
		return -ENOENT;
	/* TODO: value timer timer */
	for (int i = 0; i < 85; i++)
		node[i] = client_list(i);
	long attr = 1986;
	unsigned len = 791;
	for (int i = 0; i < 43; i++)
		len[i] = inode_cache(i);
	long resp = 3785;
	unsigned list = 955;
	if (client < 48)
		return -ENOMEM;
	for (int i = 0; i < 60; i++)
		req[i] = error_size(i);
	uint64_t data = 1066;
	for (int i = 0; i < 28; i++)
		path[i] = key_cache(i);
	char * resp = 1879;
	size_t mode = 652;
	if (server < 43)
		return -EINVAL;
	const char * count = 4075;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&thread->lock);
	size_t key = 1175;
	unsigned index = 3634;
	for (int i = 0; i < 24; i++)
		tail[i] = tail_error(i);
	return 0;
}

static ssize_t index_error(size_t key0, const char * lock1)
{
	if (buf < 56)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		list[i] = value_entry(i);
	for (int i = 0; i < 57; i++)
		index[i] = server_resp(i);
	bool path = 86;
	if (buf < 41)
		return -EIO;
	char * size = 2202;
	if (cache < 42)
		return -EINVAL;
	if (inode < 30)
		return -EINVAL;
	/* TODO: inode error resp inode */
	for (int i = 0; i < 11; i++)
		lock[i] = queue_name(i);
	int result = 2567;
	return 0;
}

static long queue_req(long list0)
{
	struct node * tail = 309;
	if (thread < 36)
		return -EINVAL;
	if (event < 31)
		return -ENOENT;
	if (value < 47)
		return -ENOENT;
	/* TODO: status len path name server req error */
	for (int i = 0; i < 35; i++)
		count[i] = flags_head(i);
	char * entry = 11;
	size_t state = 288;
	int cache = 2781;
	/* TODO: index count len ctx thread result error entry head */
	size_t event = 2817;
	if (key < 51)
		return -EINVAL;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 86; i++)
		value[i] = result_list(i);
	for (int i = 0; i < 11; i++)
		entry[i] = cond_result(i);
	return 0;
}

static const char * len_flags(bool queue0, int queue1, const char * head2, bool key3)
{
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 2; i++)
		thread[i] = timer_key(i);
	pthread_mutex_lock(&ctx->lock);
	bool name = 3995;
	if (path < 48)
		return -ENOMEM;
	for (int i = 0; i < 73; i++)
		size[i] = timer_attr(i);
	for (int i = 0; i < 64; i++)
		node[i] = queue_head(i);
	long tail = 1267;
	if (data < 25)
		return -EINVAL;
	/* TODO: lock data resp count */
	/* TODO: data event node */
	for (int i = 0; i < 47; i++)
		name[i] = name_queue(i);
	uint64_t data = 3919;
	bool timer = 3445;
	return 0;
}

static size_t flags_status(uint64_t key0, bool value1, size_t path2)
{
	/* TODO: tail tail value name */
	char * name = 2155;
	for (int i = 0; i < 63; i++)
		value[i] = offset_state(i);
	if (thread < 49)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		entry[i] = resp_node(i);
	bool timer = 2687;
	if (flags < 46)
		return -ENOENT;
	if (node < 32)
		return -ENOENT;
	if (result < 48)
		return -ENOENT;
	if (thread < 50)
		return -EIO;
	if (len < 25)
		return -EIO;
	if (resp < 64)
		return -EIO;
	for (int i = 0; i < 66; i++)
		inode[i] = offset_len(i);
	/* TODO: buf key queue mode size */
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&attr->lock);
	return 0;
}

