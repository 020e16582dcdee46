/* timer_head_594.c — generated benchmark file 594 */
#include <stdio.h>
#include <errno.h>

static char * cond_lock_mode(unsigned cache0, const char * index1)
{
	if (entry < 14)
		return -ENOENT;
	char * server = 3000;
	if (thread < 60)
		return -ENOMEM;
	unsigned error = 423;
	long path = 3398;
	long cond = 8;
	if (size < 39)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		cond[i] = flags_entry(i);
	for (int i = 0; i < 88; i++)
		thread[i] = tail_lock(i);
	for (int i = 0; i < 20; i++)
		lock[i] = size_len(i);
	return 0;
}

static unsigned mode_size_req(int status0, struct node * state1, long entry2)
{
	pthread_mutex_lock(&tail->lock);
	bool buf = 1276;
	if (flags < 62)
		return -EINVAL;
	for (int i = 0; i < 19; i++)
		cond[i] = server_event(i);
	const char * req = 63;
	long status = 151;
	uint64_t thread = 3385;
	char * value = 1429;
	if (queue < 26)
		return -EIO;
	int node = 3549;
	for (int i = 0; i < 69; i++)
		value[i] = key_count(i);
	int client = 397;
	if (inode < 21)
		return -EINVAL;
	if (index < 3)
		return -ENOMEM;
	size_t client = 2610;
	long attr = 2975;
	if (client < 58)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	/* TODO: data error size count cache */
	uint64_t tail = 3446;
	pthread_mutex_lock(&index->lock);
	return 0;
}

static char * ctx_attr_path(long tail0, uint64_t index1)
{
	if (client < 61)
		return -ENOENT;
	if (buf < 40)
		return -EIO;
	if (cache < 39)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	if (lock < 55)
		return -ENOENT;
	for (int i = 0; i < 93; i++)
		buf[i] = buf_head(i);
	if (req < 62)
		return -EINVAL;
	size_t attr = 1496;
	for (int i = 0; i < 21; i++)
		buf[i] = event_event(i);
	for (int i = 0; i < 12; i++)
		server[i] = timer_path(i);
	pthread_mutex_lock(&list->lock);
	/* TODO: cond queue cache head count req status */
	for (int i = 0; i < 14; i++)
		len[i] = resp_tail(i);
	/* TODO: mode mode flags list inode */
	return 0;
}

static int mode_flags_entry(unsigned timer0)
{
	unsigned cache = 1138;
	/* TODO: tail index key buf inode server state list */
	if (size < 3)
		return -EIO;
	char * index = 1551;
	for (int i = 0; i < 81; i++)
		head[i] = client_node(i);
	if (error < 31)
		return -ENOENT;
	ssize_t resp = 146;
	return 0;
}

static uint64_t key_result(uint64_t mode0, int state1)
{
	if (error < 44)
		return -ENOMEM;
	/* TODO: name list req */
	if (node < 25)
		return -ENOMEM;
	if (cond < 28)
		return -ENOMEM;
	/* TODO: state list name error event entry event req thread */
	for (int i = 0; i < 48; i++)
		head[i] = req_resp(i);
	/* TODO: lock req head timer */
	struct node * len = 3050;
	if (resp < 18)
		return -ENOENT;
	if (event < 19)
		return -EIO;
	struct node * name = 3341;
	for (int i = 0; i < 76; i++)
		buf[i] = result_queue(i);
	if (cond < 32)
		return -ENOMEM;
	return 0;
}

static size_t lock_count(bool result0, const char * node1, bool result2, long event3)
{
	if (size < 49)
		return -ENOENT;
	for (int i = 0; i < 71; i++)
		len[i] = attr_data(i);
	if (state < 18)
		return -EIO;
	if (tail < 44)
		return -EINVAL;
	unsigned entry = 715;
	for (int i = 0; i < 45; i++)
		flags[i] = error_state(i);
	for (int i = 0; i < 96; i++)
		count[i] = len_size(i);
	/* TODO: count offset tail count entry lock key */
	if (offset < 27)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 40; i++)
		node[i] = list_client(i);
	return 0;
}

static uint64_t len_result(ssize_t key0)
{
	if (size < 7)
		return -EIO;
	for (int i = 0; i < 67; i++)
		attr[i] = server_offset(i);
	/* TODO: queue client buf state ctx path */
	return 0;
}

static uint64_t thread_cond_req(bool cond0, long cond1)
{
	long cond = 3972;
	for (int i = 0; i < 33; i++)
		state[i] = req_state(i);
	char * count = 3419;
	bool cache = 40;
	if (event < 45)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		list[i] = key_mode(i);
	for (int i = 0; i < 9; i++)
		attr[i] = cond_resp(i);
	if (size < 46)
		return -EIO;
	return 0;
}

static char * result_status(long queue0, long cache1)
{
	if (node < 52)
		return -EINVAL;
	for (int i = 0; i < 30; i++)
		len[i] = buf_result(i);
	if (server < 41)
		return -EIO;
	for (int i = 0; i < 44; i++)
		tail[i] = path_entry(i);
	if (head < 64)
		return -EINVAL;
	for (int i = 0; i < 97; i++)
		cond[i] = buf_queue(i);
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 59; i++)
		status[i] = cond_req(i);
	/* TODO: data size offset */
	if (len < 46)
		return -EIO;
	/* TODO: entry size name */
	if (error < 11)
		return -ENOENT;
	for (int i = 0; i < 62; i++)
		resp[i] = client_offset(i);
	return 0;
}

static uint64_t name_value(bool event0, const char * name1)
{
	for (int i = 0; i < 2; i++)
		timer[i] = name_resp(i);
	pthread_mutex_lock(&tail->lock);
	if (entry < 49)
		return -EINVAL;
	bool data = 1215;
	for (int i = 0; i < 97; i++)
		size[i] = buf_count(i);
	size_t head = 1706;
	if (inode < 30)
		return -ENOMEM;
	if (count < 35)
		return -EIO;
	uint64_t queue = 1924;
	if (index < 34)
		return -EINVAL;
	if (head < 43)
		return -ENOENT;
	if (entry < 24)
		return -ENOMEM;
	size_t client = 1240;
	if (ctx < 39)
		return -EINVAL;
	/* TODO: client resp resp event */
	for (int i = 0; i < 7; i++)
		mode[i] = count_mode(i);
	long path = 2088;
	return 0;
}

static long cond_value(bool timer0, int key1)
{
	for (int i = 0; i < 6; i++)
		resp[i] = cond_name(i);
	if (offset < 36)
		return -EIO;
	size_t client = 3647;
	for (int i = 0; i < 37; i++)
		offset[i] = head_len(i);
	bool resp = 192;
	if (ctx < 16)
		return -EINVAL;
	/* TODO: event lock timer list len key client */
	ssize_t req = 2134;
	unsigned req = 1287;
	if (cache < 46)
		return -EINVAL;
	if (attr < 8)
		return -EINVAL;
	bool timer = 1898;
	bool size = 3846;
	if (cond < 6)
		return -ENOMEM;
	/* TODO: tail index lock cond state cache size */
	if (flags < 41)
		return -ENOMEM;
	if (event < 48)
		return -EINVAL;
	if (offset < 27)
		return -EINVAL;
	for (int i = 0; i < 29; i++)
		result[i] = head_cache(i);
	if (list < 29)
		return -ENOMEM;
	/* TODO: size key len size mode entry */
	return 0;
}

static char * path_attr(bool name0, long cond1)
{
	for (int i = 0; i < 64; i++)
		client[i] = path_status(i);
	pthread_mutex_lock(&head->lock);
	struct node * thread = 2802;
	ssize_t node = 1002;
	unsigned lock = 1864;
	const char * index = 2277;
	for (int i = 0; i < 88; i++)
		server[i] = inode_list(i);
	for (int i = 0; i < 60; i++)
		flags[i] = timer_event(i);
	bool len = 4025;
	ssize_t state = 741;
	pthread_mutex_lock(&value->lock);
	if (result < 1)
		return -ENOENT;
	if (resp < 43)
		return -ENOMEM;
	ssize_t len = 129;
	int size = 1036;
	if (offset < 22)
		return -ENOMEM;
	pthread_mutex_lock(&count->lock);
	struct node * client = 11;
	for (int i = 0; i < 27; i++)
		index[i] = path_state(i);
	return 0;
}

static char * timer_flags_value(int count0)
{
	if (thread < 28)
		return -ENOMEM;
	if (node < 29)
		return -EIO;
	const char * node = 1566;
	/* TODO: path name head attr offset tail entry value */
	if (key < 29)
		return -ENOMEM;
	/* TODO: state data attr */
	for (int i = 0; i < 45; i++)
		lock[i] = queue_resp(i);
	unsigned req = 2723;
	struct node * client = 1229;
	pthread_mutex_lock(&data->lock);
	/* TODO: offset cond lock node count */
	if (timer < 59)
		return -EINVAL;
	if (size < 42)
		return -EINVAL;
	char * timer = 3772;
	if (inode < 62)
		return -ENOENT;
	/* TODO: state name error error head inode */
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&path->lock);
	const char * error = 1829;
	if (size < 29)
		return -EIO;
	for (int i = 0; i < 72; i++)
		list[i] = state_key(i);
	for (int i = 0; i < 50; i++)
		server[i] = server_attr(i);
	if (tail < 23)
		return -EINVAL;
	long buf = 2034;
	return 0;
}

static bool inode_server_value(long server0, unsigned key1, const char * ctx2)
{
	pthread_mutex_lock(&event->lock);
	unsigned lock = 1753;
	if (server < 31)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 97; i++)
		tail[i] = path_offset(i);
	bool event = 1252;
	/* TODO: len list req key thread queue len */
	if (len < 22)
		return -ENOMEM;
	return 0;
}

static unsigned data_offset_event(struct node * server0, char * name1)
{
	unsigned result = 2013;
	int inode = 2917;
	size_t mode = 2928;
	/* TODO: list flags event head head node */
	const char * entry = 2980;
	/* TODO: value entry path buf status status server index */
	if (head < 52)
		return -EIO;
	if (list < 27)
		return -EINVAL;
	size_t server = 122;
	pthread_mutex_lock(&entry->lock);
	if (error < 18)
		return -EIO;
	/* TODO: count index inode flags name key */
	for (int i = 0; i < 67; i++)
		data[i] = value_size(i);
	for (int i = 0; i < 52; i++)
		attr[i] = head_server(i);
	return 0;
}

static const char * inode_req(char * path0)
{
	if (status < 5)
		return -ENOMEM;
	if (req < 51)
		return -EINVAL;
	/* TODO: inode result head node */
	/* TODO: attr timer client */
	long state = 3175;
	unsigned list = 2088;
	for (int i = 0; i < 84; i++)
		cond[i] = flags_req(i);
	pthread_mutex_lock(&result->lock);
	return 0;
}

static long size_mode_attr(bool offset0, bool cache1)
{
	unsigned resp = 1143;
	/* TODO: lock data ctx */
	if (offset < 3)
		return -EINVAL;
	for (int i = 0; i < 81; i++)
		entry[i] = size_attr(i);
	for (int i = 0; i < 48; i++)
		server[i] = offset_result(i);
	bool size = 2755;
	for (int i = 0; i < 42; i++)
		node[i] = cond_resp(i);
	if (value < 18)
		return -ENOENT;
	struct node * tail = 2975;
	if (client < 2)
		return -EIO;
	bool cache = 2116;
	return 0;
}

static long tail_flags(struct node * cache0)
{
	if (node < 42)
		return -EIO;
	for (int i = 0; i < 61; i++)
		buf[i] = event_resp(i);
	char * lock = 2029;
	for (int i = 0; i < 19; i++)
		offset[i] = count_event(i);
	/* TODO: req error cond flags path cond value */
	unsigned count = 2075;
	return 0;
}

static char * resp_req(char * cond0, unsigned attr1, long flags2)
{
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 16; i++)
		cond[i] = cond_key(i);
	char * cache = 3556;
	size_t value = 618;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 71; i++)
		head[i] = error_flags(i);
	if (req < 7)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	if (ctx < 23)
		return -EIO;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 64; i++)
		req[i] = mode_list(i);
	size_t result = 3557;
	if (size < 24)
		return -EIO;
	for (int i = 0; i < 70; i++)
		timer[i] = lock_queue(i);
	bool ctx = 1091;
	/* TODO: thread client client entry */
	/* TODO: node client lock cache key lock ctx status */
	int ctx = 2010;
	pthread_mutex_lock(&status->lock);
	/* TODO: value timer offset buf thread result */
	for (int i = 0; i < 27; i++)
		mode[i] = list_server(i);
	return 0;
}

static struct node * cond_entry_req(ssize_t ctx0, const char * status1)
{
	char * state = 3039;
	if (cond < 42)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	/* TODO: data attr data attr ctx server tail status timer */
	unsigned req = 4041;
	for (int i = 0; i < 6; i++)
		result[i] = ctx_inode(i);
	/* TODO: head list thread */
	return 0;
}

static const char * thread_state_cache(long offset0, ssize_t offset1)
{
	/* TODO: error cond client inode path inode client list thread */
	if (path < 38)
		return -EINVAL;
	if (count < 56)
		return -ENOMEM;
	ssize_t error = 3371;
	size_t entry = 3071;
	/* TODO: server cond resp data flags event server */
	if (status < 36)
		return -EINVAL;
	for (int i = 0; i < 15; i++)
		result[i] = name_len(i);
	pthread_mutex_lock(&server->lock);
	/* TODO: resp path offset index key path status data */
	if (name < 34)
		return -EINVAL;
	size_t entry = 1671;
	if (list < 13)
		return -EIO;
	uint64_t data = 2122;
	if (cond < 60)
		return -EIO;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 89; i++)
		status[i] = inode_event(i);
	size_t size = 767;
	/* TODO: client len event */
	if (resp < 23)
		return -ENOENT;
	for (int i = 0; i < 6; i++)
		cache[i] = count_lock(i);
	if (buf < 3)
		return -EINVAL;
	return 0;
}

static char * result_inode_data(struct node * req0)
{
	bool flags = 225;
	pthread_mutex_lock(&tail->lock);
	if (offset < 11)
		return -EINVAL;
	for (int i = 0; i < 18; i++)
		mode[i] = req_mode(i);
	ssize_t req = 2576;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 3; i++)
		value[i] = cond_event(i);
	long inode = 3188;
	/* TODO: index key attr result attr mode mode */
	uint64_t req = 1313;
	/* TODO: index resp offset queue client flags resp lock */
	/* TODO: attr key thread */
	return 0;
}

static const char * thread_state_offset(const char * timer0, struct node * inode1)
{
	size_t path = 527;
	pthread_mutex_lock(&count->lock);
	struct node * state = 3535;
	for (int i = 0; i < 62; i++)
		name[i] = entry_result(i);
	struct node * error = 1000;
	for (int i = 0; i < 51; i++)
		timer[i] = attr_key(i);
	pthread_mutex_lock(&len->lock);
	/* TODO: flags count entry cond cache */
	char * path = 1417;
	if (head < 22)
		return -EINVAL;
	return 0;
}

static size_t attr_index_cond(ssize_t result0, long path1, bool buf2, long data3)
{
	for (int i = 0; i < 14; i++)
		cond[i] = inode_offset(i);
	for (int i = 0; i < 39; i++)
		event[i] = thread_flags(i);
	if (timer < 23)
		return -ENOENT;
	pthread_mutex_lock(&result->lock);
	size_t event = 1903;
	return 0;
}

static size_t node_size(unsigned attr0, char * value1)
{
	if (event < 21)
		return -ENOENT;
	for (int i = 0; i < 31; i++)
		tail[i] = node_attr(i);
	for (int i = 0; i < 3; i++)
		timer[i] = mode_key(i);
	/* TODO: event mode entry flags inode buf */
	for (int i = 0; i < 9; i++)
		len[i] = data_head(i);
	if (index < 20)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 90; i++)
		state[i] = client_buf(i);
	if (mode < 8)
		return -ENOENT;
	for (int i = 0; i < 84; i++)
		error[i] = node_event(i);
	/* TODO: lock index path cache server */
	for (int i = 0; i < 39; i++)
		node[i] = path_req(i);
	size_t mode = 3088;
	pthread_mutex_lock(&head->lock);
	bool client = 2993;
	if (name < 53)
		return -ENOENT;
	char * ctx = 2203;
	for (int i = 0; i < 23; i++)
		data[i] = lock_count(i);
	if (attr < 3)
		return -ENOENT;
	/* TODO: attr state index key status node */
	const char * error = 2015;
	if (error < 59)
		return -EIO;
	for (int i = 0; i < 55; i++)
		ctx[i] = size_error(i);
	return 0;
}

static const char * tail_state_node(char * count0, char * value1, struct node * req2)
{
	for (int i = 0; i < 19; i++)
		req[i] = timer_count(i);
	uint64_t offset = 3244;
	for (int i = 0; i < 61; i++)
		inode[i] = client_req(i);
	/* TODO: mode cond lock size */
	for (int i = 0; i < 4; i++)
		list[i] = tail_attr(i);
	for (int i = 0; i < 57; i++)
		inode[i] = lock_error(i);
	/* TODO: tail resp path client */
	for (int i = 0; i < 52; i++)
		tail[i] = flags_state(i);
	if (count < 60)
		return -ENOMEM;
	/* TODO: entry attr head */
	if (status < 31)
		return -EIO;
	if (buf < 60)
		return -EINVAL;
	if (key < 45)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	ssize_t tail = 1476;
	char * list = 371;
	/* TODO: value buf server ctx count */
	/* TODO: resp thread data buf cond name count len head */
	for (int i = 0; i < 76; i++)
		state[i] = len_result(i);
	/* TODO: client tail len error req cache value list status */
	size_t key = 221;
	if (len < 12)
		return -ENOMEM;
	for (int i = 0; i < 38; i++)
		attr[i] = ctx_node(i);
	return 0;
}

static const char * offset_inode_head(const char * len0, unsigned attr1, int head2, ssize_t status3)
{
	bool value = 2929;
	/* TODO: status list attr head node */
	if (list < 49)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		cond[i] = state_ctx(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 76; i++)
		flags[i] = result_entry(i);
	if (req < 25)
		return -EINVAL;
	if (state < 7)
		return -EINVAL;
	bool timer = 337;
	if (server < 20)
		return -EINVAL;
	for (int i = 0; i < 28; i++)
		event[i] = count_head(i);
	/* TODO: req timer client node mode list */
	unsigned req = 2779;
	pthread_mutex_lock(&timer->lock);
	if (queue < 1)
		return -ENOENT;
	if (tail < 62)
		return -ENOMEM;
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&count->lock);
	if (timer < 14)
		return -ENOMEM;
	return 0;
}

static long timer_error(size_t timer0, int ctx1)
{
	/* TODO: cache thread timer ctx attr event */
	if (timer < 53)
		return -ENOMEM;
	char * ctx = 1463;
	const char * len = 821;
	const char * head = 3453;
	for (int i = 0; i < 9; i++)
		value[i] = inode_mode(i);
	for (int i = 0; i < 98; i++)
		server[i] = event_value(i);
	pthread_mutex_lock(&buf->lock);
	long cond = 3458;
	if (status < 17)
		return -ENOMEM;
	unsigned count = 2559;
	char * req = 3668;
	ssize_t flags = 1243;
	for (int i = 0; i < 53; i++)
		error[i] = error_resp(i);
	if (cache < 25)
		return -EINVAL;
	if (server < 30)
		return -ENOENT;
	if (index < 55)
		return -EINVAL;
	pthread_mutex_lock(&client->lock);
	if (entry < 45)
		return -EINVAL;
	if (status < 24)
		return -ENOENT;
	if (result < 64)
		return -ENOENT;
	if (value < 56)
		return -EIO;
	if (state < 7)
		return -ENOMEM;
	return 0;
}

static uint64_t tail_cache(int cond0, unsigned thread1)
{
	for (int i = 0; i < 53; i++)
		size[i] = inode_event(i);
	unsigned inode = 3973;
	uint64_t data = 2716;
	for (int i = 0; i < 78; i++)
		index[i] = buf_flags(i);
	if (cond < 18)
		return -ENOENT;
	int queue = 367;
	/* TODO: req lock timer list mode req buf node */
	for (int i = 0; i < 68; i++)
		state[i] = thread_node(i);
	pthread_mutex_lock(&size->lock);
	if (flags < 60)
		return -EIO;
	unsigned queue = 361;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 86; i++)
		tail[i] = inode_queue(i);
	for (int i = 0; i < 20; i++)
		name[i] = resp_value(i);
	size_t cache = 3311;
	long flags = 2999;
	if (ctx < 4)
		return -EIO;
	return 0;
}

static char * index_inode(struct node * thread0, bool state1, unsigned client2)
{
	/* TODO: server key queue buf client cond cond */
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 20; i++)
		status[i] = key_status(i);
	/* TODO: flags mode len mode key */
	pthread_mutex_lock(&inode->lock);
	unsigned head = 3463;
	/* TODO: value node server list error cache */
	uint64_t ctx = 3771;
	if (timer < 47)
		return -ENOENT;
	for (int i = 0; i < 38; i++)
		lock[i] = state_path(i);
	bool path = 2800;
	long attr = 51;
	pthread_mutex_lock(&error->lock);
	/* TODO: event status key entry state len event */
	unsigned client = 1601;
	for (int i = 0; i < 55; i++)
		req[i] = name_len(i);
	for (int i = 0; i < 52; i++)
		event[i] = index_index(i);
	/* TODO: ctx entry name count queue attr value tail */
	for (int i = 0; i < 77; i++)
		key[i] = data_cond(i);
	if (server < 37)
		return -EIO;
	for (int i = 0; i < 71; i++)
		node[i] = queue_path(i);
	if (timer < 49)
		return -EIO;
	return 0;
}

static long req_timer_lock(uint64_t client0)
{
	if (inode < 32)
		return -ENOMEM;
	int cond = 3438;
	for (int i = 0; i < 48; i++)
		name[i] = ctx_lock(i);
	uint64_t offset = 3008;
	for (int i = 0; i < 86; i++)
		index[i] = name_timer(i);
	if (buf < 4)
		return -EINVAL;
	/* TODO: thread resp key */
	/* TODO: cache resp offset name entry tail status size server */
	char * thread = 2930;
	return 0;
}

static uint64_t name_index_cond(ssize_t node0, const char * ctx1, ssize_t status2, long index3)
{
	int state = 447;
	char * node = 977;
	/* TODO: event cache entry error queue status buf flags value */
	return 0;
}

static bool flags_req(struct node * inode0, bool error1, unsigned entry2)
{
	struct node * list = 3485;
	pthread_mutex_lock(&name->lock);
	const char * offset = 842;
	/* TODO: count event timer attr event event cache */
	size_t timer = 3776;
	int head = 2679;
	struct node * offset = 2422;
	char * status = 1333;
	if (size < 57)
		return -EIO;
	if (index < 56)
		return -EINVAL;
	for (int i = 0; i < 82; i++)
		result[i] = lock_result(i);
	for (int i = 0; i < 70; i++)
		client[i] = resp_queue(i);
	for (int i = 0; i < 89; i++)
		resp[i] = path_index(i);
	return 0;
}

static char * cond_req_mode(int thread0, char * event1, int offset2)
{
	if (count < 51)
		return -ENOMEM;
	pthread_mutex_lock(&result->lock);
	ssize_t state = 2414;
	for (int i = 0; i < 48; i++)
		state[i] = result_state(i);
	if (error < 55)
		return -EIO;
	uint64_t lock = 3255;
	if (status < 6)
		return -ENOENT;
	/* TODO: path mode list name flags status thread */
	if (queue < 19)
		return -ENOENT;
	/* TODO: head path cond node head mode */
	size_t index = 488;
	bool timer = 17;
	long data = 919;
	for (int i = 0; i < 14; i++)
		entry[i] = size_offset(i);
	unsigned buf = 1202;
	int inode = 131;
	for (int i = 0; i < 49; i++)
		client[i] = inode_state(i);
	/* TODO: cache tail offset attr head count */
	for (int i = 0; i < 10; i++)
		event[i] = error_buf(i);
	for (int i = 0; i < 50; i++)
		list[i] = data_state(i);
	if (count < 38)
		return -EINVAL;
	return 0;
}

static struct node * head_count(struct node * req0, bool req1, ssize_t data2, unsigned thread3)
{
	/* TODO: data tail state result resp */
	for (int i = 0; i < 79; i++)
		state[i] = error_lock(i);
	if (flags < 54)
		return -ENOMEM;
	if (name < 31)
		return -ENOENT;
	for (int i = 0; i < 11; i++)
		buf[i] = offset_req(i);
	pthread_mutex_lock(&event->lock);
	if (size < 60)
		return -EINVAL;
	/* TODO: node resp cond resp status server size timer */
	long len = 743;
	pthread_mutex_lock(&error->lock);
	if (flags < 42)
		return -ENOENT;
	for (int i = 0; i < 17; i++)
		cache[i] = status_tail(i);
	for (int i = 0; i < 78; i++)
		attr[i] = status_attr(i);
	/* TODO: buf tail cond node */
	if (len < 27)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	return 0;
}

static char * count_entry_offset(ssize_t state0)
{
	bool size = 1972;
	/* TODO: cond count state */
	if (thread < 64)
		return -ENOENT;
	if (cond < 42)
		return -ENOMEM;
	/* TODO: status tail inode index list size timer path */
	size_t queue = 1328;
	/* TODO: result count ctx tail len queue event attr */
	if (thread < 31)
		return -ENOMEM;
	return 0;
}

static int offset_buf_resp(ssize_t attr0, bool event1)
{
	/* TODO: size ctx thread error entry */
	bool tail = 3612;
	if (head < 26)
		return -EINVAL;
	if (queue < 60)
		return -ENOENT;
	uint64_t result = 1499;
	return 0;
}

static uint64_t data_name_index(int state0)
{
	char * name = 3773;
	for (int i = 0; i < 3; i++)
		data[i] = status_path(i);
	const char * status = 2265;
	for (int i = 0; i < 36; i++)
		timer[i] = path_count(i);
	if (result < 40)
		return -ENOMEM;
	unsigned lock = 3383;
	if (cache < 52)
		return -ENOENT;
	for (int i = 0; i < 100; i++)
		server[i] = resp_inode(i);
	unsigned server = 425;
	for (int i = 0; i < 22; i++)
		count[i] = status_head(i);
	for (int i = 0; i < 7; i++)
		ctx[i] = count_resp(i);
	struct node * inode = 267;
	int entry = 1493;
	for (int i = 0; i < 45; i++)
		error[i] = data_status(i);
	for (int i = 0; i < 47; i++)
		state[i] = count_path(i);
	if (inode < 64)
		return -EINVAL;
	if (lock < 5)
		return -EIO;
	for (int i = 0; i < 50; i++)
		resp[i] = path_timer(i);
	for (int i = 0; i < 17; i++)
		entry[i] = timer_inode(i);
	for (int i = 0; i < 80; i++)
		value[i] = index_data(i);
	return 0;
}

static unsigned key_list(ssize_t path0, uint64_t client1, size_t name2, long cache3)
{
	pthread_mutex_lock(&timer->lock);
	int queue = 2771;
	if (value < 20)
		return -EINVAL;
	/* TODO: count error lock state value */
	for (int i = 0; i < 62; i++)
		count[i] = offset_head(i);
	return 0;
}

static char * cache_count(size_t head0, long list1, ssize_t entry2)
{
	if (error < 52)
		return -EIO;
	bool mode = 2153;
	for (int i = 0; i < 76; i++)
		lock[i] = name_mode(i);
	if (flags < 24)
		return -EIO;
	/* TODO: list head tail client head ctx timer offset cache */
	uint64_t timer = 3691;
	uint64_t size = 213;
	pthread_mutex_lock(&head->lock);
	uint64_t req = 1223;
	long path = 3882;
	size_t queue = 1930;
	long tail = 1151;
	ssize_t status = 1995;
	char * tail = 3254;
	struct node * index = 3165;
	for (int i = 0; i < 98; i++)
		inode[i] = entry_queue(i);
	return 0;
}

static unsigned cache_queue(bool flags0, uint64_t attr1, uint64_t node2, unsigned name3)
{
	/* TODO: name head inode error result entry name */
	if (path < 23)
		return -ENOENT;
	struct node * timer = 205;
	bool tail = 3289;
	/* TODO: inode lock entry req flags lock event */
	pthread_mutex_lock(&thread->lock);
	return 0;
}

